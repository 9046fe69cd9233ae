import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { MESSAGES } from '../core/catalog/messages.ts';
import { type WordLists, WordListsSchema } from '../core/lists/word-lists-schema.ts';

// Issue 16: the CLI's word lists come from --config FILE, or else from the nearest .calmlyrc.json in
// the working directory or one of its parents (as alex finds .alexrc). The file is the same JSON
// document as the profile tab's export and PUT /api/word-lists: {allow, off, custom}.
export const CONFIG_FILE_NAME = '.calmlyrc.json';

export type LoadedLists =
  | { ok: true; lists: WordLists | undefined; path: string | undefined }
  | { ok: false; problem: string };

export function findConfigFile(startDir: string): string | undefined {
  for (let dir = resolve(startDir); ; dir = dirname(dir)) {
    const candidate = join(dir, CONFIG_FILE_NAME);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

export async function loadWordLists(options: {
  config?: string | undefined;
  cwd: string;
}): Promise<LoadedLists> {
  const path = options.config ? resolve(options.cwd, options.config) : findConfigFile(options.cwd);
  if (!path) return { ok: true, lists: undefined, path: undefined };
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : String(error);
    return { ok: false, problem: `${path}: ${reason}` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: `${path}: ${MESSAGES.WORD_LISTS_NOT_JSON}` };
  }
  const parsed = WordListsSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problem: `${path}: ${parsed.error.issues[0]?.message}` };
  return { ok: true, lists: parsed.data, path };
}

// The lines every command that reads lists adds to its help.
export const CONFIG_USAGE = `  --config FILE word lists to use (default: the nearest ${CONFIG_FILE_NAME} in this directory
                or above; see calmly lists --help)`;
