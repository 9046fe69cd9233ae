import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { accountDelayMs, createSignInThrottle } from '../../src/server/auth/sign-in-throttle.ts';
import { createMemoryStore } from '../../src/server/rate-limit/memory-store.ts';
import { createTestApp, randomIp, type TestApp } from '../support/test-app.ts';

// docs/decisions/013-issue-13-sign-in-backoff.md: a stranger can slow an account down, never
// lock its owner out; a password reset always lets the owner back in.
const SLOW_AFTER = 3;
const t = await createTestApp({
  env: {
    RATE_LIMIT_SIGN_IN_ACCOUNT_SLOW_AFTER: String(SLOW_AFTER),
    RATE_LIMIT_SIGN_IN_SLOWDOWN_STEP_MS: '1',
  },
});
const WRONG = 'definitely wrong password';

describe('per-account ceiling', () => {
  test('a stranger failing from many IPs never locks the owner out', async () => {
    const { email } = await t.signUpAndSignIn();
    for (let attempt = 1; attempt <= SLOW_AFTER * 3; attempt += 1) {
      expect((await t.signIn({ email, password: WRONG, ip: randomIp() })).status).toBe(401);
    }
    expect((await t.signIn({ email, ip: randomIp() })).status).toBe(200);
  });

  test('past the ceiling every attempt waits one step longer, up to a cap; success gives back', async () => {
    const delays: number[] = [];
    const rules = {
      pair: { limit: 100, windowMs: 60_000 },
      ip: { limit: 100, windowMs: 60_000 },
      account: { slowAfter: 2, windowMs: 60_000, stepMs: 500, maxDelayMs: 1_000 },
    };
    const throttle = createSignInThrottle({
      store: createMemoryStore(),
      rules,
      sleep: async (ms) => void delays.push(ms),
    });
    const attempt = () => throttle.before({ email: 'owner@example.test', ip: randomIp() });
    for (let index = 0; index < 5; index += 1) await attempt();
    expect(delays).toEqual([500, 1_000, 1_000]);
    await throttle.succeeded({ email: 'owner@example.test', ip: '10.0.0.1' });
    expect(await attempt()).toEqual({ delayMs: 1_000 });
    expect(accountDelayMs(2, rules.account)).toBe(0);
  });
});

describe('after a password reset', () => {
  test('the owner signs in at once, even from the place that ran out of attempts', async () => {
    const { email } = await t.signUpAndSignIn();
    const ip = randomIp();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await t.signIn({ email, password: WRONG, ip })).status).toBe(401);
    }
    expect((await t.signIn({ email, password: WRONG, ip })).status).toBe(429);
    await requestReset(t, email);
    const reset = await t.request('/api/auth/reset-password', {
      json: { token: lastResetToken(t, email), newPassword: 'a fresh new password' },
      ip,
    });
    expect(reset.status).toBe(200);
    expect((await t.signIn({ email, password: 'a fresh new password', ip })).status).toBe(200);
  });

  test('every other reset link of the account stops working', async () => {
    const { email } = await t.signUpAndSignIn();
    await requestReset(t, email);
    const older = lastResetToken(t, email);
    await requestReset(t, email);
    const newer = lastResetToken(t, email);
    expect(newer).not.toBe(older);
    const used = await t.request('/api/auth/reset-password', {
      json: { token: newer, newPassword: 'the chosen new password' },
    });
    expect(used.status).toBe(200);
    const stale = await t.request('/api/auth/reset-password', {
      json: { token: older, newPassword: 'a stranger password' },
    });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ error: MESSAGES.RESET_LINK_INVALID });
    expect((await t.signIn({ email, password: 'the chosen new password', ip: randomIp() })).status).toBe(200);
  });
});

async function requestReset(app: TestApp, email: string) {
  const response = await app.request('/api/auth/request-password-reset', { json: { email }, ip: randomIp() });
  expect(response.status).toBe(200);
}

// better-auth's link is APP_URL/api/auth/reset-password/<token>?callbackURL=…
function lastResetToken(app: TestApp, email: string) {
  const text = app.sentMail.findLast((mail) => mail.to === email)?.text ?? '';
  const token = text.match(/\/reset-password\/([^?\s]+)/)?.[1];
  if (!token) throw new Error(`no reset link for ${email}`);
  return token;
}
