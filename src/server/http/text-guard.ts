import type { Context, MiddlewareHandler } from 'hono';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { hasUnsafeCharacters } from '../../core/safe-text.ts';
import { AppError } from './app-error.ts';

// Issue 13 item 2, decided once at the edge (src/core/safe-text.ts holds the rule): text with
// control characters or broken surrogates never reaches a route, a provider or the database.

const unsafeText = () =>
  new AppError({ code: 'UNSAFE_TEXT', status: 400, message: MESSAGES.TEXT_HAS_CONTROL_CHARACTERS });

// The path and the query string, decoded, for every request (API and static files alike).
export function rejectUnsafeUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const decoded = decodeOrNull(url.pathname + url.search.replaceAll('+', ' '));
    if (decoded === null) throw AppError.invalidRequest();
    if (hasUnsafeCharacters(decoded)) throw unsafeText();
    await next();
  };
}

// Every string (keys included) of a JSON body, before any validator or better-auth reads it.
// bodyRules calls this once the body is known to be JSON within its size cap; hono keeps the
// parsed body for the route. Unparseable JSON is a 400 here, whoever would have read it.
export async function rejectUnsafeJson(c: Context) {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    // The size cap's own 413 passes through.
    if (error instanceof AppError) throw error;
    throw AppError.invalidRequest();
  }
  if (containsUnsafeText(body)) throw unsafeText();
}

// A cookie whose value holds control characters (or cannot be decoded) is treated as absent:
// such a session cookie means "no session", never a failed query on every route.
export function dropUnsafeCookies(): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header('cookie');
    if (header) {
      const pairs = header.split(';');
      const kept = pairs.filter((pair) => isSafeCookie(pair));
      if (kept.length !== pairs.length) {
        if (kept.length > 0) c.req.raw.headers.set('cookie', kept.join(';'));
        else c.req.raw.headers.delete('cookie');
      }
    }
    await next();
  };
}

function isSafeCookie(pair: string) {
  const decoded = decodeOrNull(pair);
  return decoded !== null && !hasUnsafeCharacters(decoded);
}

function decodeOrNull(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

// Iterative, so a deeply nested body cannot overflow the stack.
function containsUnsafeText(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasUnsafeCharacters(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasUnsafeCharacters(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
