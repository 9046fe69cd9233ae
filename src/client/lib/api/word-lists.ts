import type { WordLists } from '../../../core/lists/word-lists-model.ts';
import { getJson, requestJson } from '../api-client.ts';

// Whoever saves the lists updates this key (with the user's e-mail), and every screen follows.
export const WORD_LISTS_QUERY_KEY = ['word-lists'] as const;

// GET /api/word-lists: the signed-in user's own lists.
export const fetchWordLists = (signal?: AbortSignal) => getJson<WordLists>('/api/word-lists', { signal });

// PUT /api/word-lists: replaces them; answers the lists as stored.
export const putWordLists = (lists: WordLists) =>
  requestJson<WordLists>('/api/word-lists', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(lists),
  });
