import type { MiddlewareHandler } from 'hono';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// DESIGN §3: every mutating /api route checks where the request came from (better-auth only
// covers its own paths). A browser always sends Origin on cross-site POSTs; a request that
// carries cookies but neither Origin nor Referer is refused as well.
export function originCheck(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin') ?? originOf(c.req.header('referer'));
    const hasCookies = Boolean(c.req.header('cookie'));
    if (origin ? !allowed.has(origin) : hasCookies) {
      throw new AppError({
        code: 'CROSS_ORIGIN_BLOCKED',
        status: 403,
        message: MESSAGES.CROSS_ORIGIN_BLOCKED,
      });
    }
    return next();
  };
}

function originOf(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
