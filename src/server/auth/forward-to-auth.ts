import type { Context } from 'hono';
import type { AppBindings } from '../http/variables.ts';
import type { Auth } from './create-auth.ts';

// better-auth reads the client IP from this header only (advanced.ipAddress.ipAddressHeaders).
export const CLIENT_IP_HEADER = 'x-client-ip';

// Headers a client could use to pose as another IP or host; dropped before better-auth sees them.
const SPOOFABLE_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'forwarded',
  'cf-connecting-ip',
  'true-client-ip',
  CLIENT_IP_HEADER,
];

// DESIGN §3: hand the request to better-auth with the IP we took from the socket.
export async function forwardToAuth(c: Context<AppBindings>, auth: Auth, bodyText?: string) {
  const headers = new Headers(c.req.raw.headers);
  for (const name of SPOOFABLE_HEADERS) headers.delete(name);
  headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  if (bodyText !== undefined) headers.delete('content-length');
  const body = hasBody ? (bodyText ?? (await c.req.arrayBuffer())) : undefined;
  return auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));
}
