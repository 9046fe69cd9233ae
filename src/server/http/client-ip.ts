import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { Env } from '../env.ts';
import type { AppBindings } from './variables.ts';

export const UNKNOWN_IP = 'unknown';

// DESIGN §3: the client IP comes from the socket. A forwarded header is read only with
// TRUST_PROXY, and then only its last entry: the one our own proxy appended.
export function clientIp(env: Pick<Env, 'TRUST_PROXY' | 'CLIENT_IP_HEADER'>): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const fromProxy = env.TRUST_PROXY ? lastListEntry(c.req.header(env.CLIENT_IP_HEADER)) : undefined;
    c.set('clientIp', normalizeIp(fromProxy ?? socketAddress(c) ?? UNKNOWN_IP));
    await next();
  };
}

function socketAddress(c: Context) {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket unless the test passes one.
    return undefined;
  }
}

function lastListEntry(header: string | undefined) {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1);
}

function normalizeIp(ip: string) {
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}
