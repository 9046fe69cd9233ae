import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import { createMemoryStore } from './memory-store.ts';
import type { RateLimitResult, RateLimitStore } from './rate-limit-store.ts';

const SCAN_BATCH = 500;

// One round trip per attempt: count, start the window on the first attempt, read what is left.
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const REFUND_SCRIPT = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  redis.call('DECR', KEYS[1])
end
return 0`;

// How long one command may take before this request counts in memory instead.
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1_000;
// How often a lost connection is tried again, at most.
const RECONNECT_MAX_MS = 1_000;

// Redis (REDIS_URL) for several instances: every instance counts in the same windows, timed by
// Redis's clock. Redis that drops away fails fast (issue 24: each request waited 5–10 s): no
// command waits in an offline queue, none takes over COMMAND_TIMEOUT_MS, and while Redis is
// unreachable the limits count in this process's memory (as without REDIS_URL), so sign-in and
// every API route go on; it is logged once, and Redis is used again as soon as it is back.
export function createRedisStore(options: { url: string; keyPrefix?: string; logger: Logger }) {
  const KEY_PREFIX = `${options.keyPrefix ?? 'calmly:'}rate-limit:`;
  const { logger } = options;
  const redis = new Redis(options.url, {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, RECONNECT_MAX_MS),
  });
  const memory = createMemoryStore();
  let inMemory = false;
  const fallBack = (reason: string) => {
    if (inMemory) return;
    inMemory = true;
    logger.warn({ reason }, 'Redis unreachable: rate limits count in memory until it is back');
  };
  // Without a listener an "error" event would crash the process; ioredis reconnects by itself.
  redis.on('error', (error: Error) => fallBack(error.message));
  redis.on('ready', () => {
    if (!inMemory) return;
    inMemory = false;
    logger.info('Redis is back: rate limits count in Redis again');
  });

  // Redis when it is ready, else memory at once: never a wait behind a reconnect.
  const run = async <T>(command: () => Promise<T>, inMemoryInstead: () => Promise<T>): Promise<T> => {
    if (inMemory || redis.status !== 'ready') return inMemoryInstead();
    try {
      return await command();
    } catch (error) {
      fallBack(error instanceof Error ? error.message : 'unknown');
      return inMemoryInstead();
    }
  };

  const store: RateLimitStore = {
    async consume(key, rule): Promise<RateLimitResult> {
      return run(
        async () => {
          const [count, ttlMs] = (await redis.eval(
            CONSUME_SCRIPT,
            1,
            KEY_PREFIX + key,
            String(rule.windowMs),
          )) as [number, number];
          return { allowed: count <= rule.limit, count, retryAfterS: Math.max(1, Math.ceil(ttlMs / 1000)) };
        },
        () => memory.consume(key, rule),
      );
    },
    async refund(key) {
      await run(
        async () => void (await redis.eval(REFUND_SCRIPT, 1, KEY_PREFIX + key)),
        () => memory.refund(key),
      );
    },
    async clear(prefix) {
      await memory.clear(prefix);
      await run(
        async () => {
          const pattern = `${escapeGlob(KEY_PREFIX + prefix)}*`;
          let cursor = '0';
          do {
            const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_BATCH);
            if (keys.length > 0) await redis.del(...keys);
            cursor = next;
          } while (cursor !== '0');
        },
        async () => {},
      );
    },
  };
  return {
    store,
    // Whether limits count in memory now (Redis unreachable), for tests and logs.
    isInMemory: () => inMemory || redis.status !== 'ready',
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}

// A key holds an e-mail address, which may contain glob characters.
function escapeGlob(text: string) {
  return text.replace(/[*?[\]\\]/g, (character) => `\\${character}`);
}
