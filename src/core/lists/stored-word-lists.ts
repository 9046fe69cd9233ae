import { RULE_IDS, type RuleId } from '../analysis/rule-types.ts';
import { WORD_LIST_MAX_CHARS, WORD_LIST_MAX_ENTRIES } from './limits.ts';
import { CUSTOM_CATEGORIES, type CustomTrigger, type WordLists } from './word-lists-model.ts';

// Word lists read back from the browser's storage, without zod: the page only ever stored lists
// that passed WordListsSchema, so this checks the same shape and limits (stored-word-lists.test.ts
// holds it to the schema) and answers null for anything else (a hand edit, an older format).

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasOnlyKeys = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key));
const isEntryText = (value: unknown, minimum = 1): value is string =>
  typeof value === 'string' &&
  value.trim() === value &&
  value.length >= minimum &&
  value.length <= WORD_LIST_MAX_CHARS;
const listOf = <Entry>(value: unknown, isEntry: (entry: unknown) => entry is Entry): Entry[] | null => {
  if (value === undefined) return [];
  return Array.isArray(value) && value.length <= WORD_LIST_MAX_ENTRIES && value.every(isEntry) ? value : null;
};

const isRuleId = (value: unknown): value is RuleId => RULE_IDS.includes(value as RuleId);
const isCustomTrigger = (value: unknown): value is CustomTrigger =>
  isRecord(value) &&
  hasOnlyKeys(value, ['phrase', 'alternative', 'category']) &&
  isEntryText(value.phrase) &&
  (value.alternative === undefined || isEntryText(value.alternative, 0)) &&
  CUSTOM_CATEGORIES.includes(value.category as CustomTrigger['category']);

export function readStoredWordLists(value: unknown): WordLists | null {
  if (!isRecord(value) || !hasOnlyKeys(value, ['allow', 'off', 'custom'])) return null;
  const allow = listOf(value.allow, (entry): entry is string => isEntryText(entry));
  const off = listOf(value.off, isRuleId);
  const custom = listOf(value.custom, isCustomTrigger);
  return allow && off && custom ? { allow, off, custom } : null;
}
