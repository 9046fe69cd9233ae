import type { Context } from 'hono';
import type { WordLists } from '../../core/lists/word-lists-schema.ts';
import type { Database } from '../db/database.ts';
import type { AppBindings } from '../http/variables.ts';
import type { Logger } from '../logger.ts';
import { getWordLists } from './get-word-lists.ts';

// Which word lists a request uses (issue 16): lists sent with the request replace the stored ones
// (an API user's one-off, or a visitor's lists from local storage); otherwise the signed-in user's
// own lists; a visitor without lists has none. Only the caller's session picks stored lists.
export async function resolveRequestLists(
  c: Context<AppBindings>,
  inline: WordLists | undefined,
  { db, logger }: { db: Database; logger?: Logger },
): Promise<WordLists | undefined> {
  if (inline) return inline;
  const user = await c.get('loadUser')();
  return user ? getWordLists({ db, userId: user.id, ...(logger ? { logger } : {}) }) : undefined;
}
