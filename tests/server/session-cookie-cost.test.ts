import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

// Issue 24: every /api request with a session cookie, forged or not, ran a DELETE (the absolute
// cap's clean-up), which halved /api/health's throughput. Now a forged token costs no query and an
// unknown one no write.
const t = await createTestApp();
const SECRET = t.env.AUTH_SECRET ?? '';
const signed = (token: string) => `${token}.${createHmac('sha256', SECRET).update(token).digest('base64')}`;
const cookieOf = (value: string) => `better-auth.session_token=${encodeURIComponent(value)}`;

describe('a session cookie that is not a session', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['a forged token', cookieOf('forgedtoken.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=')],
    ['an unsigned token', cookieOf('forgedtoken')],
    ['an unknown token signed with our secret', cookieOf(signed('no-such-session-token'))],
  ])('costs no database write for %s', async (_name, cookie) => {
    // The same requests with and without the cookie: any write is the rate limits', not the cookie's.
    const writesFor = async (sent: string | undefined) => {
      const spies = (['delete', 'update', 'insert'] as const).map((verb) => vi.spyOn(t.deps.db, verb));
      for (const path of ['/api/health', '/api/auth/get-session'])
        expect((await t.request(path, { ...(sent ? { cookie: sent } : {}) })).status).toBe(200);
      const analyzed = await t.request('/api/analyze', {
        json: { text: 'Send it now.' },
        ...(sent ? { cookie: sent } : {}),
      });
      expect(analyzed.status).toBe(200);
      const [deletes, updates, inserts] = spies.map((spy) => spy.mock.calls.length);
      vi.restoreAllMocks();
      // A rate-limit window is written once per request either way, as an insert or an update.
      return { deletes, writes: (updates ?? 0) + (inserts ?? 0) };
    };
    expect(await writesFor(cookie)).toEqual(await writesFor(undefined));
  });

  it('costs a forged token not even a read', async () => {
    const selects = vi.spyOn(t.deps.db, 'select');
    const cookie = cookieOf('forgedtoken.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=');
    expect((await t.request('/api/analyze', { json: { text: 'Send it now.' }, cookie })).status).toBe(200);
    expect(selects).not.toHaveBeenCalled();
  });
});
