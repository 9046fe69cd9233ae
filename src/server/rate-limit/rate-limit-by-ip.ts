import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { AppBindings } from '../http/variables.ts';
import { consume } from './consume.ts';

// Hono middleware for any API route: `limit` requests per `windowMs` per client IP.
// Blocked callers get 429 with Retry-After and MESSAGES.TOO_MANY_REQUESTS.
export function rateLimitByIp(options: {
  db: Database;
  name: string;
  limit: number;
  windowMs: number;
}): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const key = `${options.name}:ip:${c.get('clientIp')}`;
    const result = await consume({ db: options.db, key, limit: options.limit, windowMs: options.windowMs });
    if (!result.allowed) throw AppError.tooManyRequests(result.retryAfterS);
    await next();
  };
}
