import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rateLimitBucket } from '../db/schema.ts';

export type RateLimitResult = { allowed: boolean; count: number; retryAfterS: number };

// A fixed-window counter in the database, so every server instance shares it (DESIGN §7).
// One atomic upsert per call: concurrent requests can never all slip past a stale read.
// Time comes from the database clock, so instances with skewed clocks agree.
export async function consume(options: {
  db: Database;
  key: string;
  limit: number;
  windowMs: number;
}): Promise<RateLimitResult> {
  const { db, key, limit, windowMs } = options;
  const windowEnd = sql`now() + (${windowMs}::double precision * interval '1 millisecond')`;
  const isExpired = sql`${rateLimitBucket.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitBucket)
    .values({ key, count: 1, windowStartedAt: sql`now()`, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitBucket.key,
      set: {
        count: sql`case when ${isExpired} then 1 else ${rateLimitBucket.count} + 1 end`,
        windowStartedAt: sql`case when ${isExpired} then now() else ${rateLimitBucket.windowStartedAt} end`,
        windowEndsAt: sql`case when ${isExpired} then ${windowEnd} else ${rateLimitBucket.windowEndsAt} end`,
      },
    })
    .returning({
      count: rateLimitBucket.count,
      retryAfterS: sql<string>`ceil(extract(epoch from (${rateLimitBucket.windowEndsAt} - now())))`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { allowed: row.count <= limit, count: row.count, retryAfterS: Math.max(1, Number(row.retryAfterS)) };
}

// Gives back one attempt, e.g. after a successful sign-in, so only failures use up the budget.
export async function refund(options: { db: Database; key: string }) {
  await options.db
    .update(rateLimitBucket)
    .set({ count: sql`greatest(${rateLimitBucket.count} - 1, 0)` })
    .where(sql`${rateLimitBucket.key} = ${options.key} and ${rateLimitBucket.windowEndsAt} > now()`);
}

// Old windows carry no information; drop them now and then.
export async function pruneExpiredBuckets(options: { db: Database }) {
  await options.db.delete(rateLimitBucket).where(sql`${rateLimitBucket.windowEndsAt} < now()`);
}
