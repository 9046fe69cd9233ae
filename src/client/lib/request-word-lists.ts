import { hasNoEntries, type WordLists } from '../../core/lists/word-lists-model.ts';
import type { TransformInput } from '../../core/schemas.ts';

// A rewrite request carries the person's word lists (issue 16), so the rewrite and its score follow
// them, and a change to the lists is a new request. No lists: none sent, and the request (and its
// cache key) stays what it was; the server then uses the signed-in user's stored lists, if any.
export const withWordLists = (request: TransformInput, lists: WordLists): TransformInput =>
  hasNoEntries(lists) ? request : { ...request, lists };
