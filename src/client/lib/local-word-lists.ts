import { readStoredWordLists } from '../../core/lists/stored-word-lists.ts';
import { EMPTY_WORD_LISTS, type WordLists } from '../../core/lists/word-lists-model.ts';

// A visitor's word lists live in this browser's local storage (issue 16). Reads are cached by the
// stored text, so every reader gets the same object until the lists change (useSyncExternalStore
// and the analysis' compiled-lists cache both rely on that).
const STORAGE_KEY = 'calmly.word-lists';
const CHANGE_EVENT = 'calmly:word-lists';

let cached: { raw: string | null; lists: WordLists } = { raw: null, lists: EMPTY_WORD_LISTS };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings); the lists then last for no longer than a page.
    return null;
  }
}

export function readLocalWordLists(): WordLists {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (raw === cached.raw) return cached.lists;
  let lists = EMPTY_WORD_LISTS;
  try {
    lists = readStoredWordLists(JSON.parse(raw ?? '{}')) ?? EMPTY_WORD_LISTS;
  } catch {
    // Not JSON: someone edited storage by hand. No lists rather than a broken page.
  }
  cached = { raw, lists };
  return lists;
}

export function writeLocalWordLists(lists: WordLists) {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(lists));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

// Other tabs change storage too ('storage' fires there); this tab announces its own writes.
export function subscribeToLocalWordLists(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}
