import type { RuleId } from '../analysis/rule-types.ts';

// Issue 16: a person's word lists, alex's allow/deny and LanguageTool's dictionary in one model.
//   allow:  words or phrases never flagged;
//   off:    ids of built-in rules switched off (docs/rules.md);
//   custom: phrases flagged like a built-in trigger of their category, with an optional gentler
//           alternative.
// The model without its validation: the browser's landing page reads lists without loading zod
// (word-lists-schema.ts validates, and checks that its types are these).
export const WORD_LIST_NAMES = ['allow', 'off', 'custom'] as const;
export type WordListName = (typeof WORD_LIST_NAMES)[number];

// The three trigger rules of spec §5; a custom phrase joins one of them.
export const CUSTOM_CATEGORIES = ['pressure', 'emotional', 'demanding'] as const;
export type CustomCategory = (typeof CUSTOM_CATEGORIES)[number];

export interface CustomTrigger {
  phrase: string;
  alternative?: string | undefined;
  category: CustomCategory;
}

export interface WordLists {
  allow: string[];
  off: RuleId[];
  custom: CustomTrigger[];
}

export const EMPTY_WORD_LISTS: WordLists = Object.freeze({ allow: [], off: [], custom: [] });

export const hasNoEntries = (lists: WordLists | undefined) =>
  !lists || (lists.allow.length === 0 && lists.off.length === 0 && lists.custom.length === 0);
