import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
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

// The session tokens of the request's cookies whose signature is ours (better-call signs a cookie
// as `token.base64(HMAC-SHA256(token, secret))`). A forged token is dropped here, before any query.
export function signedSessionTokens(c: Context, secret: string): string[] {
  const tokens: string[] = [];
  for (const name of SESSION_COOKIES) {
    const value = getCookie(c, name);
    const dot = value?.lastIndexOf('.') ?? -1;
    if (!value || dot < 1) continue;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    if (signature.length === expected.length && timingSafeEqual(signature, expected)) tokens.push(token);
  }
  return tokens;
}

// A session older than the absolute cap is deleted before anyone reads it, whatever its
// sliding expiry says, so better-auth and our routes both see "signed out". It costs a write only
// for such a session: a forged token costs nothing, an unknown one a read (issue 24: a DELETE for
// every request with any cookie halved /api/health's throughput).
export async function dropIfOverAge(c: Context, { db, env, secret }: CapDeps) {
  const cutoff = new Date(Date.now() - capMs(env));
  for (const token of signedSessionTokens(c, secret)) {
    const [row] = await db
      .select({ createdAt: session.createdAt })
      .from(session)
      .where(eq(session.token, token));
    if (row && row.createdAt < cutoff)
      await db.delete(session).where(and(eq(session.token, token), lt(session.createdAt, cutoff)));
  }
}

export type CapDeps = { db: Database; env: CapEnv; secret: string };

// better-auth's own routes read the session themselves: the check runs before them. Other routes
// check when they load the session (session.ts), so a request that never asks costs nothing.
export function dropOverAgeSession(deps: CapDeps): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith('/api/auth/')) await dropIfOverAge(c, deps);
    await next();
  };
}
