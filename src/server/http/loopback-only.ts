import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

// Development-only pages (the e-mail outbox holds reset links) answer this machine only, judged by
// the socket's address, never a header: anyone else on the network gets a plain 404.
export function loopbackOnly(): MiddlewareHandler {
  return async (c, next) => {
    let address: string | undefined;
    try {
      address = getConnInfo(c).remote.address;
    } catch {
      address = undefined;
    }
    if (!address || !LOOPBACK.has(address)) throw AppError.notFound();
    await next();
  };
}
