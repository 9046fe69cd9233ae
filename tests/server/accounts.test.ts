import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { RESET_PASSWORD_PATH } from '../../src/core/account.ts';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { session, user } from '../../src/server/db/schema.ts';
import { cookieHeader, createTestApp, TEST_APP_URL, uniqueEmail } from '../support/test-app.ts';

const t = await createTestApp();

async function sessionUser(cookie: string) {
  const response = await t.request('/api/auth/get-session', { cookie });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user: { email: string; name: string } } | null;
  return body?.user ?? null;
}

function resetLinkFor(email: string) {
  const mail = t.sentMail.findLast((message) => message.to === email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no reset e-mail for ${email}`);
  return link;
}

async function requestReset(email: string, init: { headers?: Record<string, string> } = {}) {
  return t.request('/api/auth/request-password-reset', { json: { email }, ...init });
}

async function tokenFromLink(link: string) {
  // The link leads to better-auth's check, which redirects to the app's reset page.
  const response = await t.request(new URL(link).pathname + new URL(link).search);
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '');
  expect(location.origin + location.pathname).toBe(`${TEST_APP_URL}${RESET_PASSWORD_PATH}`);
  return location.searchParams.get('token') ?? '';
}

describe('account life cycle over HTTP', () => {
  test('sign up, sign in, read the session, rename, reset the password, sign out', async () => {
    const email = uniqueEmail('life');
    const signUp = await t.signUp({ email, name: 'Ada Lovelace' });
    expect(signUp.status).toBe(200);
    // spec §4: no automatic sign-in; the dialog stays open with "Account created!".
    expect(signUp.headers.getSetCookie()).toEqual([]);

    const signIn = await t.signIn({ email });
    expect(signIn.status).toBe(200);
    const cookie = cookieHeader(signIn);
    const setCookie = signIn.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // APP_URL is http here
    expect(await sessionUser(cookie)).toMatchObject({ email, name: 'Ada Lovelace' });

    // spec §6: the full name is editable, the e-mail is read-only.
    const rename = await t.request('/api/auth/update-user', {
      json: { name: 'Ada King', email: 'other@example.test' },
      cookie,
    });
    expect(rename.status).toBe(200);
    expect(await sessionUser(cookie)).toMatchObject({ email, name: 'Ada King' });

    expect((await requestReset(email)).status).toBe(200);
    const token = await tokenFromLink(resetLinkFor(email));
    const reset = await t.request('/api/auth/reset-password', {
      json: { token, newPassword: 'a brand new password' },
    });
    expect(reset.status).toBe(200);
    // DESIGN §3: a reset revokes every existing session.
    expect(await sessionUser(cookie)).toBeNull();
    expect((await t.signIn({ email, password: 'a brand new password' })).status).toBe(200);

    const again = cookieHeader(await t.signIn({ email, password: 'a brand new password' }));
    expect(await sessionUser(again)).not.toBeNull();
    const signOut = await t.request('/api/auth/sign-out', { json: {}, cookie: again });
    expect(signOut.status).toBe(200);
    expect(await sessionUser(again)).toBeNull();
  });

  test('a duplicate sign-up gets the same answer as a new one', async () => {
    const email = uniqueEmail('dup');
    const first = await t.signUp({ email });
    const second = await t.signUp({ email });
    expect(second.status).toBe(first.status);
    const shape = (body: { user: Record<string, unknown> }) => ({
      ...body,
      user: Object.keys(body.user).sort(),
    });
    expect(shape((await second.json()) as never)).toEqual(shape((await first.json()) as never));
    const rows = await t.deps.db.select().from(user).where(eq(user.email, email));
    expect(rows).toHaveLength(1);
  });

  test('a wrong password and an unknown e-mail get the same answer', async () => {
    const { email } = await t.signUpAndSignIn();
    const wrongPassword = await t.signIn({ email, password: 'not the password' });
    const unknownEmail = await t.signIn({ email: uniqueEmail('nobody'), password: 'not the password' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const body = await wrongPassword.json();
    expect(body).toEqual(await unknownEmail.json());
    expect(body).toEqual({ error: MESSAGES.INVALID_CREDENTIALS, code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  test.each([
    [{ password: 'long enough pw', name: 'A' }, MESSAGES.EMAIL_REQUIRED],
    [{ email: 'not-an-email', password: 'long enough pw', name: 'A' }, MESSAGES.EMAIL_INVALID],
    [{ email: 'short@example.test', password: 'short', name: 'A' }, MESSAGES.PASSWORD_TOO_SHORT],
    [{ email: 'long@example.test', password: 'x'.repeat(129), name: 'A' }, MESSAGES.PASSWORD_TOO_LONG],
    [{ email: 'noname@example.test', password: 'long enough pw', name: '  ' }, MESSAGES.FULL_NAME_REQUIRED],
  ])('sign-up %j is refused with the catalogue message', async (json, message) => {
    const response = await t.request('/api/auth/sign-up/email', { json });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, code: 'INVALID_REQUEST' });
  });
});

describe('password reset', () => {
  test('the link uses APP_URL even when the Host header is forged', async () => {
    const { email } = await t.signUpAndSignIn();
    const forged = await t.request('http://evil.example/api/auth/request-password-reset', {
      json: { email, redirectTo: 'http://evil.example/steal' },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(forged.status).toBe(200);
    const link = resetLinkFor(email);
    expect(link.startsWith(`${TEST_APP_URL}/api/auth/reset-password/`)).toBe(true);
    expect(link).not.toContain('evil');
  });

  test('a reset token works once', async () => {
    const { email } = await t.signUpAndSignIn();
    await requestReset(email);
    const token = await tokenFromLink(resetLinkFor(email));
    const first = await t.request('/api/auth/reset-password', {
      json: { token, newPassword: 'first new password' },
    });
    expect(first.status).toBe(200);
    const second = await t.request('/api/auth/reset-password', {
      json: { token, newPassword: 'second new password' },
    });
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ error: MESSAGES.RESET_LINK_INVALID });
    expect((await t.signIn({ email, password: 'first new password' })).status).toBe(200);
  });

  test('an unknown e-mail gets the same answer and no e-mail is sent', async () => {
    const { email } = await t.signUpAndSignIn();
    const known = await requestReset(email);
    const nobody = uniqueEmail('nobody');
    const unknown = await requestReset(nobody);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(t.sentMail.some((mail) => mail.to === nobody)).toBe(false);
  });

  test('the new password is checked like a sign-up password', async () => {
    const response = await t.request('/api/auth/reset-password', {
      json: { token: 'abc', newPassword: 'short' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: MESSAGES.PASSWORD_TOO_SHORT });
  });
});

describe('sessions', () => {
  test('a session older than the absolute cap is signed out, however recently used', async () => {
    const { cookie, userId } = await t.signUpAndSignIn();
    expect(await sessionUser(cookie)).not.toBeNull();
    const longAgo = new Date(Date.now() - (t.env.SESSION_ABSOLUTE_MAX_DAYS + 1) * 24 * 60 * 60 * 1000);
    await t.deps.db.update(session).set({ createdAt: longAgo }).where(eq(session.userId, userId));
    expect(await sessionUser(cookie)).toBeNull();
    const profiles = await t.request('/api/voice-profiles', { cookie });
    expect(profiles.status).toBe(401);
  });

  test('a sliding refresh never passes the absolute cap', async () => {
    const { cookie, userId } = await t.signUpAndSignIn();
    const day = 24 * 60 * 60 * 1000;
    // Old enough to need a refresh (updateAge is a day), young enough to still be valid.
    const createdAt = new Date(Date.now() - (t.env.SESSION_ABSOLUTE_MAX_DAYS - 2) * day);
    const expiresAt = new Date(Date.now() + (t.env.SESSION_MAX_AGE_DAYS - 2) * day);
    await t.deps.db.update(session).set({ createdAt, expiresAt }).where(eq(session.userId, userId));
    expect(await sessionUser(cookie)).not.toBeNull();
    const [row] = await t.deps.db.select().from(session).where(eq(session.userId, userId));
    const cap = createdAt.getTime() + t.env.SESSION_ABSOLUTE_MAX_DAYS * day;
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(cap);
  });
});
