import { z } from 'zod';
import { RULE_IDS } from '../analysis/rule-types.ts';
import { TRIGGER_RULE_IDS } from '../analysis/rules.ts';
import { describeWordListsIssue } from './describe-problem.ts';
import { WORD_LIST_MAX_CHARS, WORD_LIST_MAX_ENTRIES } from './limits.ts';

import { CUSTOM_CATEGORIES, type CustomTrigger, type WordLists } from './word-lists-model.ts';

// The validation of the word-lists model (word-lists-model.ts), for the server, the CLI and the
// editor. The model's constants and types are re-exported so that those can import from here.
export * from './word-lists-model.ts';

if (CUSTOM_CATEGORIES.some((category) => !TRIGGER_RULE_IDS.includes(category)))
  throw new Error('Every custom category must be a trigger rule');

const EntryText = z.string().trim().min(1).max(WORD_LIST_MAX_CHARS);
const entries = <Entry extends z.ZodType>(entry: Entry) =>
  z.array(entry).max(WORD_LIST_MAX_ENTRIES).default([]);

export const CustomTriggerSchema = z.strictObject({
  phrase: EntryText,
  alternative: z.string().trim().max(WORD_LIST_MAX_CHARS).optional(),
  category: z.enum(CUSTOM_CATEGORIES),
});

// The shape and limits, with zod's own wording (never shown: see WordListsSchema).
export const WordListsShapeSchema = z.strictObject({
  allow: entries(EntryText),
  off: entries(z.enum(RULE_IDS)),
  custom: entries(CustomTriggerSchema),
});
// The schema parses to exactly the model's types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesModel: Same<z.infer<typeof WordListsShapeSchema>, WordLists> &
  Same<z.infer<typeof CustomTriggerSchema>, CustomTrigger> = true;
void schemaMatchesModel;

// Marks the one issue WordListsSchema reports, so servers may show its message as it is.
export const WORD_LISTS_ISSUE = { wordLists: true } as const;
export const isWordListsIssue = (issue: { code: string; params?: unknown }) =>
  issue.code === 'custom' && (issue.params as { wordLists?: unknown } | undefined)?.wordLists === true;

// Validates with the shape above and reports its first problem in a person's words, naming the list
// and the entry ('Custom trigger 3 ("per my last email") needs a category: …').
export const WordListsSchema = z.unknown().transform((value, context): WordLists => {
  const parsed = WordListsShapeSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const [first] = parsed.error.issues;
  context.addIssue({
    code: 'custom',
    message: describeWordListsIssue(first, value),
    params: WORD_LISTS_ISSUE,
    input: value,
  });
  return z.NEVER;
});
