import type { MiddlewareHandler } from 'hono';
import { AppError } from '../http/app-error.ts';
import type { AppBindings } from '../http/variables.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

// Hono middleware for any API route: `limit` requests per `windowMs` per client IP.
// Blocked callers get 429 with Retry-After and MESSAGES.TOO_MANY_REQUESTS.
export function rateLimitByIp(options: {
  store: RateLimitStore;
  name: string;
  limit: number;
  windowMs: number;
}): MiddlewareHandler<AppBindings> {
  const rule = { limit: options.limit, windowMs: options.windowMs };
  return async (c, next) => {
    const result = await options.store.consume(`${options.name}:ip:${c.get('clientIp')}`, rule);
    if (!result.allowed) throw AppError.tooManyRequests(result.retryAfterS);
    await next();
  };
}
