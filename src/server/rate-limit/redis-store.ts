import { Redis } from 'ioredis';
import { AppError } from '../http/app-error.ts';
import type { Logger } from '../logger.ts';
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

// Redis (REDIS_URL) for several instances: every instance counts in the same windows, timed by
// Redis's clock. When Redis is unreachable the request gets a clear 503, never a pass.
export function createRedisStore(options: { url: string; keyPrefix?: string; logger: Logger }) {
  const KEY_PREFIX = `${options.keyPrefix ?? 'calmly:'}rate-limit:`;
  const redis = new Redis(options.url, {
    // Fail the one request fast instead of queueing it behind a reconnect.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  // Without a listener an "error" event would crash the process; ioredis reconnects by itself.
  redis.on('error', (error: Error) =>
    options.logger.warn({ reason: error.message }, 'Redis connection error'),
  );

  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      throw AppError.serviceUnavailable(error);
    }
  };

  const store: RateLimitStore = {
    async consume(key, rule): Promise<RateLimitResult> {
      const [count, ttlMs] = (await run(() =>
        redis.eval(CONSUME_SCRIPT, 1, KEY_PREFIX + key, String(rule.windowMs)),
      )) as [number, number];
      return { allowed: count <= rule.limit, count, retryAfterS: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    async refund(key) {
      await run(() => redis.eval(REFUND_SCRIPT, 1, KEY_PREFIX + key));
    },
    async clear(prefix) {
      const pattern = `${escapeGlob(KEY_PREFIX + prefix)}*`;
      let cursor = '0';
      do {
        const [next, keys] = await run(() => redis.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_BATCH));
        if (keys.length > 0) await run(() => redis.del(...keys));
        cursor = next;
      } while (cursor !== '0');
    },
  };
  return { store, close: async () => void (await redis.quit().catch(() => redis.disconnect())) };
}

// A key holds an e-mail address, which may contain glob characters.
function escapeGlob(text: string) {
  return text.replace(/[*?[\]\\]/g, (character) => `\\${character}`);
}
