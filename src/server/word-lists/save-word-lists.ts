import { sql } from 'drizzle-orm';
import type { WordLists } from '../../core/lists/word-lists-schema.ts';
import type { Database } from '../db/database.ts';
import { wordLists } from '../db/schema.ts';

// Replaces the user's word lists with validated ones, in one statement: the row is keyed by the
// user, so a save can only ever touch the caller's own lists.
export async function saveWordLists({
  db,
  userId,
  lists,
}: {
  db: Database;
  userId: string;
  lists: WordLists;
}): Promise<WordLists> {
  await db
    .insert(wordLists)
    .values({ userId, lists })
    .onConflictDoUpdate({ target: wordLists.userId, set: { lists, updatedAt: sql`now()` } });
  return lists;
}
