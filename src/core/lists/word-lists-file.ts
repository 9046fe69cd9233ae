import { ENGINE_MESSAGES as MESSAGES } from '../catalog/engine-messages.ts';
import { type WordLists, WordListsSchema } from './word-lists-schema.ts';

// JSON import and export of the word lists: the same document as .calmlyrc.json for the CLI, the
// extension's storage (issue 23) and the body of PUT /api/word-lists.
export const EXPORT_FILE_NAME = 'calmly-word-lists.json';

export type ImportResult = { ok: true; lists: WordLists } | { ok: false; error: string };

export function parseWordListsFile(text: string): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: MESSAGES.WORD_LISTS_NOT_JSON };
  }
  const parsed = WordListsSchema.safeParse(value);
  return parsed.success
    ? { ok: true, lists: parsed.data }
    : { ok: false, error: parsed.error.issues[0]?.message ?? MESSAGES.WORD_LISTS_NOT_OBJECT };
}

export const exportedText = (lists: WordLists) => `${JSON.stringify(lists, null, 2)}\n`;

// The first problem of the draft in a person's words, or null when it can be saved.
export function draftProblem(lists: WordLists): string | null {
  const parsed = WordListsSchema.safeParse(lists);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MESSAGES.WORD_LISTS_NOT_OBJECT);
}
