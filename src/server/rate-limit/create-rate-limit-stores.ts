import type { Database } from '../db/database.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import { createDatabaseStore } from './database-store.ts';
import { createMemoryStore } from './memory-store.ts';
import type { RateLimitStores } from './rate-limit-store.ts';
import { createRedisStore } from './redis-store.ts';

// docs/decisions/013-issue-13-rate-limit-stores.md: with REDIS_URL every limit lives in Redis.
// Without it, the hot per-IP API limits count in memory (no I/O per request) and the account
// limits stay in the database, so they hold across instances that share one PostgreSQL.
export function createRateLimitStores({
  env,
  db,
  logger,
}: {
  env: Partial<Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>>;
  db: Database;
  logger: Logger;
}): RateLimitStores {
  if (env.REDIS_URL) {
    const redis = createRedisStore({ url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX, logger });
    return { api: redis.store, accounts: redis.store, close: redis.close };
  }
  return { api: createMemoryStore(), accounts: createDatabaseStore(db), close: async () => {} };
}
