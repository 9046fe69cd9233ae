import { like } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { rateLimit } from '../../src/server/db/schema.ts';
import { createTestApp, randomIp, uniqueEmail } from '../support/test-app.ts';

const t = await createTestApp();
const WRONG = 'definitely wrong password';

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toEqual({ error: MESSAGES.TOO_MANY_REQUESTS, code: 'TOO_MANY_REQUESTS' });
}

// One account tried from many IPs is slowed, never refused: tests/server/sign-in-backoff.test.ts.
describe('sign-in limits (3 failures per window, per IP and per account and IP pair)', () => {
  test('the 4th wrong sign-in gets 429, and a spoofed X-Forwarded-For does not reset the count', async () => {
    const { email } = await t.signUpAndSignIn();
    const ip = randomIp();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await t.request('/api/auth/sign-in/email', {
        json: { email, password: WRONG },
        ip,
        headers: { 'x-forwarded-for': randomIp(), 'x-real-ip': randomIp() },
      });
      expect(response.status).toBe(401);
    }
    await expectTooMany(
      await t.request('/api/auth/sign-in/email', {
        json: { email, password: WRONG },
        ip,
        headers: { 'x-forwarded-for': randomIp() },
      }),
    );
  });

  test('one IP trying many e-mails is stopped at the 4th, whatever X-Forwarded-For says', async () => {
    const ip = randomIp();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await t.request('/api/auth/sign-in/email', {
        json: { email: uniqueEmail('spray'), password: WRONG },
        ip,
        headers: { 'x-forwarded-for': randomIp() },
      });
      expect(response.status).toBe(401);
    }
    await expectTooMany(
      await t.request('/api/auth/sign-in/email', {
        json: { email: uniqueEmail('spray'), password: WRONG },
        ip,
        headers: { 'x-forwarded-for': randomIp() },
      }),
    );
  });

  test('successful sign-ins do not use up the budget', async () => {
    const { email } = await t.signUpAndSignIn();
    const ip = randomIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await t.signIn({ email, ip })).status).toBe(200);
    }
  });
});

describe('sign-up and reset limits', () => {
  test('the 4th sign-up from one IP gets 429', async () => {
    const ip = randomIp();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await t.signUp({ email: uniqueEmail('bulk'), ip })).status).toBe(200);
    }
    await expectTooMany(await t.signUp({ email: uniqueEmail('bulk'), ip }));
  });

  test('the 4th reset e-mail for one address gets 429, from any IP', async () => {
    const { email } = await t.signUpAndSignIn();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await t.request('/api/auth/request-password-reset', {
        json: { email },
        ip: randomIp(),
      });
      expect(response.status).toBe(200);
    }
    await expectTooMany(
      await t.request('/api/auth/request-password-reset', { json: { email }, ip: randomIp() }),
    );
    expect(t.sentMail.filter((mail) => mail.to === email)).toHaveLength(3);
  });
});

describe('behind a trusted proxy', () => {
  test("with TRUST_PROXY the proxy's last X-Forwarded-For entry is the client", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    const proxyIp = randomIp();
    const client = randomIp();
    // Each request comes through the same proxy socket, from the same real client, with a
    // different client-chosen prefix in the header.
    const attempt = () =>
      proxied.request('/api/auth/sign-in/email', {
        json: { email: uniqueEmail('proxied'), password: WRONG },
        ip: proxyIp,
        headers: { 'x-forwarded-for': `${randomIp()}, ${client}` },
      });
    for (let index = 1; index <= 3; index += 1) expect((await attempt()).status).toBe(401);
    await expectTooMany(await attempt());
    // Another client behind the same proxy has its own budget.
    const other = await proxied.request('/api/auth/sign-in/email', {
      json: { email: uniqueEmail('proxied'), password: WRONG },
      ip: proxyIp,
      headers: { 'x-forwarded-for': randomIp() },
    });
    expect(other.status).toBe(401);
  });
});

test("better-auth's own limiter (its other endpoints) counts in the shared database too", async () => {
  const ip = randomIp();
  await t.request('/api/auth/get-session', { ip });
  const rows = await t.deps.db
    .select()
    .from(rateLimit)
    .where(like(rateLimit.key, `${ip}%`));
  expect(rows).toHaveLength(1);
});
