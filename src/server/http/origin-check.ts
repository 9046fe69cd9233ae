import type { MiddlewareHandler } from 'hono';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// DESIGN §3: every mutating /api route checks where the request came from (better-auth only
// covers its own paths). A browser always sends Origin on cross-site POSTs; a request that
// carries cookies but neither Origin nor Referer is refused as well.
// The browser extension (issue 23) is let in by its exact origins (EXTENSION_ORIGINS), and only on
// the routes it calls: a page can't send another origin's Origin header, so these stay as safe as
// the app's own, while every other route still answers the extension with 403.
export interface ExtensionAccess {
  readonly origins: readonly string[];
  readonly paths: readonly string[];
}

export function originCheck(
  allowedOrigins: readonly string[],
  extension: ExtensionAccess = { origins: [], paths: [] },
): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  const fromExtension = new Set(extension.origins);
  const extensionPaths = new Set(extension.paths);
  const isAllowed = (origin: string, path: string) =>
    allowed.has(origin) || (fromExtension.has(origin) && extensionPaths.has(path));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin') ?? originOf(c.req.header('referer'));
    const hasCookies = Boolean(c.req.header('cookie'));
    if (origin ? !isAllowed(origin, c.req.path) : hasCookies) {
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
