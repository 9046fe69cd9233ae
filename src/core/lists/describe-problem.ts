import type { z } from 'zod';
import { RULE_IDS } from '../analysis/rule-types.ts';
import { ENGINE_MESSAGES as MESSAGES, WORD_LIST_PROBLEMS as PROBLEMS } from '../catalog/engine-messages.ts';
import { WORD_LIST_MAX_CHARS as MAX_CHARS, WORD_LIST_MAX_ENTRIES as MAX_ENTRIES } from './limits.ts';

// Turns the first zod issue of a word-lists parse into a message that names the list and the entry,
// by following the issue's path into the input.

type Issue = Pick<z.core.$ZodIssue, 'code' | 'path'> & { keys?: readonly string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asText = (value: unknown) => (typeof value === 'string' ? value : '');

function entryName(list: string, index: number, entry: unknown) {
  const position = index + 1;
  if (list === 'allow') return PROBLEMS.allowedWord(position, asText(entry));
  if (list === 'off') return PROBLEMS.switchedOffRule(position, asText(entry));
  return PROBLEMS.customTrigger(position, isRecord(entry) ? asText(entry.phrase) : '');
}

function entryProblem(issue: Issue, where: string, list: string, field: unknown) {
  if (list === 'off' && issue.code === 'invalid_value') return PROBLEMS.unknownRule(where, RULE_IDS);
  if (list === 'custom' && field === undefined) {
    if (issue.code === 'unrecognized_keys') return PROBLEMS.unknownField(where, issue.keys?.[0] ?? '');
    return PROBLEMS.notACustomTrigger(where);
  }
  if (field === 'category') return PROBLEMS.needsCategory(where);
  if (field === 'alternative')
    return issue.code === 'too_big'
      ? PROBLEMS.alternativeTooLong(where, MAX_CHARS)
      : PROBLEMS.alternativeNotText(where);
  if (issue.code === 'too_small') return PROBLEMS.blank(where);
  if (issue.code === 'too_big') return PROBLEMS.tooLong(where, MAX_CHARS);
  if (issue.code === 'invalid_type') return PROBLEMS.notText(where);
  return PROBLEMS.notValid(where);
}

export function describeWordListsIssue(issue: Issue | undefined, input: unknown): string {
  if (!issue || !isRecord(input)) return MESSAGES.WORD_LISTS_NOT_OBJECT;
  const [list, index, field] = issue.path;
  if (list === undefined) {
    const unknown = issue.code === 'unrecognized_keys' ? issue.keys?.[0] : undefined;
    return unknown === undefined ? MESSAGES.WORD_LISTS_NOT_OBJECT : PROBLEMS.unknownList(unknown);
  }
  const name = String(list);
  const entries = input[name];
  if (index === undefined || !Array.isArray(entries)) {
    if (issue.code === 'too_big' && Array.isArray(entries))
      return PROBLEMS.tooMany(name, entries.length, MAX_ENTRIES);
    return PROBLEMS.notAList(name);
  }
  const position = Number(index);
  return entryProblem(issue, entryName(name, position, entries[position]), name, field);
}
