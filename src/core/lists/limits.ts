// Issue 16: a list holds at most 500 entries, and an entry at most 100 characters.
export const WORD_LIST_MAX_ENTRIES = 500;
export const WORD_LIST_MAX_CHARS = 100;
