import type { WordLists } from '../core/lists/word-lists-model.ts';
import { ext } from './browser-api.ts';

// What the person set in the options page, kept in the extension's own storage (never a page's).
export type Settings = { serverUrl: string; inlineButton: boolean; wordLists?: WordLists };

const KEYS = {
  serverUrl: 'calmly.server-url',
  inlineButton: 'calmly.inline-button',
  lists: 'calmly.word-lists',
};

export async function loadSettings(): Promise<Settings> {
  const stored = await ext.storage.local.get(Object.values(KEYS));
  const serverUrl = stored[KEYS.serverUrl];
  const lists = stored[KEYS.lists] as WordLists | undefined;
  return {
    serverUrl: typeof serverUrl === 'string' ? serverUrl : '',
    inlineButton: stored[KEYS.inlineButton] === true,
    ...(lists ? { wordLists: lists } : {}),
  };
}

export const saveServerUrl = (serverUrl: string) => ext.storage.local.set({ [KEYS.serverUrl]: serverUrl });
export const saveInlineButton = (on: boolean) => ext.storage.local.set({ [KEYS.inlineButton]: on });
export const saveWordLists = (lists: WordLists) => ext.storage.local.set({ [KEYS.lists]: lists });

// An origin the options page accepts: https anywhere, http only on this machine.
export function serverOrigin(text: string): string | null {
  try {
    const url = new URL(text.trim());
    const isLocal = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLocal) ? url.origin : null;
  } catch {
    return null;
  }
}
