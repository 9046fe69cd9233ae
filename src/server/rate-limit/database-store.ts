import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rateLimitBucket } from '../db/schema.ts';
import { consume, refund } from './consume.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

// The database's `rate_limit_bucket` table (docs/decisions/001-auth-rate-limits.md): shared by
// every instance on one PostgreSQL, one upsert per attempt.
export function createDatabaseStore(db: Database): RateLimitStore {
  return {
    consume: (key, rule) => consume({ db, key, ...rule }),
    refund: (key) => refund({ db, key }),
    async clear(prefix) {
      await db.delete(rateLimitBucket).where(sql`starts_with(${rateLimitBucket.key}, ${prefix})`);
    },
  };
}
