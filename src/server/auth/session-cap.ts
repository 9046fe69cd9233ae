import { and, eq, lt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Database } from '../db/database.ts';
import { session } from '../db/schema.ts';
import type { Env } from '../env.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

type CapEnv = Pick<Env, 'SESSION_ABSOLUTE_MAX_DAYS'>;

function capMs(env: CapEnv) {
  return env.SESSION_ABSOLUTE_MAX_DAYS * DAY_MS;
}

// DESIGN §3: better-auth slides a session's expiry forward on use; this keeps the slide from
// passing createdAt + SESSION_ABSOLUTE_MAX_DAYS.
export async function capSessionExpiry(
  data: { expiresAt?: unknown } & Record<string, unknown>,
  context: unknown,
  env: CapEnv,
) {
  const createdAt = sessionCreatedAt(context);
  if (!createdAt || !(data.expiresAt instanceof Date)) return;
  const cap = new Date(createdAt.getTime() + capMs(env));
  if (data.expiresAt > cap) return { data: { ...data, expiresAt: cap } };
}

function sessionCreatedAt(context: unknown): Date | undefined {
  const value = (context as { context?: { session?: { session?: { createdAt?: unknown } } } } | null)?.context
    ?.session?.session?.createdAt;
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') return new Date(value);
  return undefined;
}

// A session older than the absolute cap is deleted before anyone reads it, whatever its
// sliding expiry says, so better-auth and our routes both see "signed out".
export function dropOverAgeSession({ db, env }: { db: Database; env: CapEnv }): MiddlewareHandler {
  return async (c, next) => {
    const tokens = SESSION_COOKIES.map((name) => getCookie(c, name)?.split('.')[0]).filter(
      (token): token is string => Boolean(token),
    );
    for (const token of tokens) {
      const cutoff = new Date(Date.now() - capMs(env));
      await db.delete(session).where(and(eq(session.token, token), lt(session.createdAt, cutoff)));
    }
    await next();
  };
}
