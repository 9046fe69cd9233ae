import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rateLimitBucket } from '../../src/server/db/schema.ts';
import { consume, pruneExpiredBuckets, refund } from '../../src/server/rate-limit/consume.ts';
import { getTestDb } from '../support/test-db.ts';

const db = await getTestDb();
const uniqueKey = () => `test:${crypto.randomUUID()}`;

async function expireWindow(key: string) {
  await db
    .update(rateLimitBucket)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimitBucket.key, key));
}

describe('consume', () => {
  test('allows `limit` calls per window, then refuses with the seconds left', async () => {
    const key = uniqueKey();
    const results = [];
    for (let call = 0; call < 4; call += 1)
      results.push(await consume({ db, key, limit: 3, windowMs: 60_000 }));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterS).toBeGreaterThan(50);
    expect(results[3]?.retryAfterS).toBeLessThanOrEqual(60);
  });

  test('a new window starts the count again', async () => {
    const key = uniqueKey();
    await consume({ db, key, limit: 1, windowMs: 60_000 });
    expect((await consume({ db, key, limit: 1, windowMs: 60_000 })).allowed).toBe(false);
    await expireWindow(key);
    expect(await consume({ db, key, limit: 1, windowMs: 60_000 })).toMatchObject({ allowed: true, count: 1 });
  });

  test('keys are counted separately', async () => {
    const [first, second] = [uniqueKey(), uniqueKey()];
    await consume({ db, key: first, limit: 1, windowMs: 60_000 });
    expect((await consume({ db, key: second, limit: 1, windowMs: 60_000 })).allowed).toBe(true);
  });

  test('concurrent calls never let more than `limit` through', async () => {
    const key = uniqueKey();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consume({ db, key, limit: 5, windowMs: 60_000 })),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  test('refund gives one call back, never below zero', async () => {
    const key = uniqueKey();
    await consume({ db, key, limit: 1, windowMs: 60_000 });
    await refund({ db, key });
    await refund({ db, key });
    expect(await consume({ db, key, limit: 1, windowMs: 60_000 })).toMatchObject({ allowed: true, count: 1 });
  });

  test('prune removes only finished windows', async () => {
    const [old, current] = [uniqueKey(), uniqueKey()];
    await consume({ db, key: old, limit: 1, windowMs: 60_000 });
    await consume({ db, key: current, limit: 1, windowMs: 60_000 });
    await expireWindow(old);
    await pruneExpiredBuckets({ db });
    const keys = (await db.select({ key: rateLimitBucket.key }).from(rateLimitBucket)).map((row) => row.key);
    expect(keys).toContain(current);
    expect(keys).not.toContain(old);
  });
});
