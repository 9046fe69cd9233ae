import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { createMemoryLogger } from '../../src/server/providers/chat/test-logger.ts';
import { createDatabaseStore } from '../../src/server/rate-limit/database-store.ts';
import { createMemoryStore } from '../../src/server/rate-limit/memory-store.ts';
import type { RateLimitStore } from '../../src/server/rate-limit/rate-limit-store.ts';
import { createRedisStore } from '../../src/server/rate-limit/redis-store.ts';
import { getTestDb } from '../support/test-db.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const rule = { limit: 3, windowMs: 60_000 };
const key = (name: string) => `test:${name}:${randomBytes(6).toString('hex')}`;

// The same contract for every store (docs/decisions/013-issue-13-rate-limit-stores.md).
function storeContract(name: string, open: () => Promise<RateLimitStore>) {
  describe(name, () => {
    test('counts within a window and refuses past the limit, with a Retry-After', async () => {
      const store = await open();
      const k = key('count');
      const results = [];
      for (let index = 0; index < 4; index += 1) results.push(await store.consume(k, rule));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results[3]?.retryAfterS).toBeGreaterThan(0);
      expect(results[3]?.retryAfterS).toBeLessThanOrEqual(60);
    });

    test('concurrent attempts never slip past the limit', async () => {
      const store = await open();
      const k = key('race');
      const results = await Promise.all(Array.from({ length: 20 }, () => store.consume(k, rule)));
      expect(results.filter((r) => r.allowed)).toHaveLength(3);
    });

    test('a refund gives one attempt back', async () => {
      const store = await open();
      const k = key('refund');
      for (let index = 0; index < 3; index += 1) await store.consume(k, rule);
      await store.refund(k);
      expect((await store.consume(k, rule)).allowed).toBe(true);
      expect((await store.consume(k, rule)).allowed).toBe(false);
    });

    test('clear forgets every key under a prefix, and only those', async () => {
      const store = await open();
      const prefix = key('clear');
      for (let index = 0; index < 4; index += 1) {
        await store.consume(`${prefix}:a`, rule);
        await store.consume(`${prefix}:b`, rule);
        await store.consume(`${prefix}x:c`, rule);
      }
      await store.clear(`${prefix}:`);
      expect((await store.consume(`${prefix}:a`, rule)).count).toBe(1);
      expect((await store.consume(`${prefix}:b`, rule)).count).toBe(1);
      expect((await store.consume(`${prefix}x:c`, rule)).allowed).toBe(false);
    });

    test('a window that ended starts again', async () => {
      const store = await open();
      const k = key('expiry');
      const short = { limit: 1, windowMs: 50 };
      await store.consume(k, short);
      expect((await store.consume(k, short)).allowed).toBe(false);
      // Waits for the window's state to change, checking rather than sleeping a fixed time.
      while (!(await store.consume(k, short)).allowed) await new Promise((done) => setTimeout(done, 25));
    });
  });
}

storeContract('memory store', async () => createMemoryStore());
storeContract('database store', async () => createDatabaseStore(await getTestDb()));

describe.skipIf(!redisUrl)('Redis store (needs TEST_REDIS_URL)', () => {
  const { logger } = createMemoryLogger();
  const redis = redisUrl ? createRedisStore({ url: redisUrl, logger }) : null;
  afterAll(() => redis?.close());
  storeContract('on the real Redis', async () => redis?.store as RateLimitStore);

  test('an unreachable Redis counts in memory at once, never a pass', async () => {
    const down = createRedisStore({ url: 'redis://127.0.0.1:1', logger });
    try {
      const started = performance.now();
      const once = { limit: 1, windowMs: 60_000 };
      const client = key('down');
      expect((await down.store.consume(client, once)).allowed).toBe(true);
      expect((await down.store.consume(client, once)).allowed).toBe(false);
      expect(performance.now() - started).toBeLessThan(1_500);
    } finally {
      await down.close();
    }
  });
});
