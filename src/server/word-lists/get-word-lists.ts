import { eq } from 'drizzle-orm';
import {
  EMPTY_WORD_LISTS,
  type WordLists,
  WordListsShapeSchema,
} from '../../core/lists/word-lists-schema.ts';
import type { Database } from '../db/database.ts';
import { wordLists } from '../db/schema.ts';
import type { Logger } from '../logger.ts';

// The user's own word lists, or empty lists when they have none. Ownership is the query's key.
// A stored row that no longer validates (say, a rule id since renamed) counts as empty and is
// logged, rather than failing every analysis of that user.
export async function getWordLists({
  db,
  userId,
  logger,
}: {
  db: Database;
  userId: string;
  logger?: Logger;
}): Promise<WordLists> {
  const [row] = await db
    .select({ lists: wordLists.lists })
    .from(wordLists)
    .where(eq(wordLists.userId, userId))
    .limit(1);
  if (!row) return EMPTY_WORD_LISTS;
  const parsed = WordListsShapeSchema.safeParse(row.lists);
  if (parsed.success) return parsed.data;
  logger?.warn({ userId }, 'stored word lists no longer validate; using none');
  return EMPTY_WORD_LISTS;
}
