import { z } from 'zod';
import { RULE_IDS } from '../analysis/rule-types.ts';
import { TRIGGER_RULE_IDS } from '../analysis/rules.ts';
import { describeWordListsIssue } from './describe-problem.ts';
import { WORD_LIST_MAX_CHARS, WORD_LIST_MAX_ENTRIES } from './limits.ts';

// Issue 16: a person's word lists, alex's allow/deny and LanguageTool's dictionary in one model.
//   allow:  words or phrases never flagged;
//   off:    ids of built-in rules switched off (docs/rules.md);
//   custom: phrases flagged like a built-in trigger of their category, with an optional gentler
//           alternative.
export const WORD_LIST_NAMES = ['allow', 'off', 'custom'] as const;
export type WordListName = (typeof WORD_LIST_NAMES)[number];

// The three trigger rules of spec §5; a custom phrase joins one of them.
export const CUSTOM_CATEGORIES = ['pressure', 'emotional', 'demanding'] as const;
export type CustomCategory = (typeof CUSTOM_CATEGORIES)[number];
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
export type CustomTrigger = z.infer<typeof CustomTriggerSchema>;

// The shape and limits, with zod's own wording (never shown: see WordListsSchema).
export const WordListsShapeSchema = z.strictObject({
  allow: entries(EntryText),
  off: entries(z.enum(RULE_IDS)),
  custom: entries(CustomTriggerSchema),
});
export type WordLists = z.infer<typeof WordListsShapeSchema>;

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

export const EMPTY_WORD_LISTS: WordLists = Object.freeze({ allow: [], off: [], custom: [] });

export const hasNoEntries = (lists: WordLists | undefined) =>
  !lists || (lists.allow.length === 0 && lists.off.length === 0 && lists.custom.length === 0);
