import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { SIGN_IN_CLOSE_MS } from '../../src/core/constants.ts';
import { inspectDialog } from './support/inspect-dialog.ts';
import { signInThroughApi, TEST_USER_PASSWORD } from './support/sign-in.ts';
import { setUpBrowserSuite } from './support/suite.ts';

// spec §2/§4/§5/§8 Auth dialog: sign in, sign up and reset, linked to each other.
const suite = setUpBrowserSuite();
const POLL = { timeout: 15_000 };
const START = new Date('2026-03-02T09:00:00Z');

async function openSignIn(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Welcome back' }).waitFor();
  return dialog;
}

// A user who exists, made through the API in a throwaway context, so this page stays signed out.
async function existingUser() {
  const page = await suite.newPage();
  const user = await signInThroughApi(page.context(), suite.server.url, { name: 'Avery Lane' });
  await page.context().clearCookies();
  return user;
}

const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });
const password = (dialog: Locator, name = 'Password') => dialog.getByLabel(name, { exact: true });
const redBox = (dialog: Locator, text: string) => dialog.getByRole('alert').filter({ hasText: text });
const greenBox = (dialog: Locator, text: string) => dialog.getByRole('status').filter({ hasText: text });

describe('auth dialog modes and links (spec §4)', () => {
  it('links sign in, sign up and reset to each other', async () => {
    const page = await suite.newPage();
    const dialog = await openSignIn(page);
    await inspectDialog(page, 'auth-signin');
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await dialog.getByRole('heading', { name: 'Create your account' }).waitFor();
    await inspectDialog(page, 'auth-signup');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await inspectDialog(page, 'auth-reset');
    await dialog.getByRole('button', { name: 'Back to sign in' }).click();
    await dialog.getByRole('heading', { name: 'Welcome back' }).waitFor();
  });
});

describe('sign in (spec §4, §5, §8)', () => {
  it('validates the fields with the spec texts', async () => {
    const page = await suite.newPage();
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByText(MESSAGES.EMAIL_REQUIRED).waitFor();
    await dialog.getByText(MESSAGES.PASSWORD_REQUIRED).waitFor();
    // Focus moves to the first field that needs attention.
    await expect(field(dialog, 'Email').evaluate((input) => input === document.activeElement)).resolves.toBe(
      true,
    );
    await field(dialog, 'Email').fill('someone@example.com');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(password(dialog).evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await field(dialog, 'Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByText(MESSAGES.EMAIL_INVALID).waitFor();
    await expect(field(dialog, 'Email').getAttribute('aria-invalid')).resolves.toBe('true');
  });

  it('shows the service error in a red box', async () => {
    const user = await existingUser();
    const page = await suite.newPage();
    const dialog = await openSignIn(page);
    await field(dialog, 'Email').fill(user.email);
    await password(dialog).fill('not the password');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await redBox(dialog, MESSAGES.INVALID_CREDENTIALS).waitFor(POLL);
  });

  it("falls back to 'An error occurred' when the service says nothing", async () => {
    const page = await suite.newPage();
    await page.route('**/api/auth/sign-in/email', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    const dialog = await openSignIn(page);
    await field(dialog, 'Email').fill('someone@example.com');
    await password(dialog).fill('whatever password');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await redBox(dialog, MESSAGES.AUTH_GENERIC_ERROR).waitFor(POLL);
  });

  it('says it worked, then closes after 1 second and shows the workspace', async () => {
    const user = await existingUser();
    const page = await suite.newPage();
    await page.clock.install({ time: START });
    const dialog = await openSignIn(page);
    await page.clock.pauseAt(new Date(START.getTime() + 60_000));
    await field(dialog, 'Email').fill(user.email);
    await password(dialog).fill(user.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await greenBox(dialog, MESSAGES.AUTH_SIGNED_IN).waitFor(POLL);
    await page.clock.runFor(SIGN_IN_CLOSE_MS - 100);
    await expect(dialog.isVisible()).resolves.toBe(true);
    await page.clock.runFor(200);
    await dialog.waitFor({ state: 'detached', ...POLL });
    await page.clock.resume();
    await page.getByRole('button', { name: /^Profile: Avery Lane/ }).waitFor(POLL);
  });
});

describe('sign up (spec §4, §5; DESIGN §3)', () => {
  it('validates, creates the account, and stays open asking to sign in', async () => {
    const page = await suite.newPage();
    await page.clock.install({ time: START });
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const create = dialog.getByRole('button', { name: 'Create account' });
    await create.click();
    await dialog.getByText(MESSAGES.FULL_NAME_REQUIRED).waitFor();
    await dialog.getByText(MESSAGES.EMAIL_REQUIRED).waitFor();
    await dialog.getByText(MESSAGES.PASSWORD_REQUIRED).waitFor();

    const email = `new-${Date.now()}@example.com`;
    await field(dialog, 'Full name').fill('Jordan Bell');
    await field(dialog, 'Email').fill(email);
    await password(dialog).fill('short');
    await create.click();
    await dialog.getByText(MESSAGES.PASSWORD_TOO_SHORT).waitFor();
    await password(dialog).fill(TEST_USER_PASSWORD);
    await create.click();
    await greenBox(dialog, MESSAGES.AUTH_ACCOUNT_CREATED).waitFor(POLL);
    // Sign-in closes after 1 s; sign-up stays open (spec §4): move the page's clock past that.
    await page.clock.runFor(SIGN_IN_CLOSE_MS + 500);
    await expect(dialog.isVisible()).resolves.toBe(true);
    // autoSignIn is off: the visitor is still signed out until they sign in.
    const session = await (await page.request.get('/api/auth/get-session')).json();
    expect(session).toBeNull();

    // The next step is signing in, with the new e-mail already filled in.
    await dialog.getByRole('button', { name: 'Sign in now' }).click();
    await dialog.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await expect(field(dialog, 'Email').inputValue()).resolves.toBe(email);
    await password(dialog).fill(TEST_USER_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await greenBox(dialog, MESSAGES.AUTH_SIGNED_IN).waitFor(POLL);
    await page.getByRole('button', { name: /^Profile: Jordan Bell/ }).waitFor(POLL);
  });

  it('answers a second sign-up with the same e-mail exactly like a new one', async () => {
    const user = await existingUser();
    const page = await suite.newPage();
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await field(dialog, 'Full name').fill('Someone Else');
    await field(dialog, 'Email').fill(user.email);
    await password(dialog).fill('another password 1');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await greenBox(dialog, MESSAGES.AUTH_ACCOUNT_CREATED).waitFor(POLL);
    await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
  });
});

describe('password reset (spec §4, §5; DESIGN §3)', () => {
  it('sends the e-mail, follows its link from the dev outbox, and sets a new password', async () => {
    const user = await existingUser();
    const page = await suite.newPage();
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText(MESSAGES.EMAIL_REQUIRED).waitFor();
    await field(dialog, 'Email').fill(user.email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await greenBox(dialog, MESSAGES.AUTH_RESET_SENT).waitFor(POLL);

    // The e-mail is sent after the answer (its timing must not reveal the account), so wait for
    // it to land in the outbox before opening the page that lists it.
    await expect
      .poll(async () => JSON.stringify(await (await page.request.get('/dev/outbox.json')).json()), POLL)
      .toContain(user.email);
    await page.goto('/dev/outbox');
    await page.getByRole('listitem').filter({ hasText: user.email }).getByRole('link').first().click();
    const reset = page.getByRole('dialog');
    await reset.getByRole('heading', { name: 'Choose a new password' }).waitFor(POLL);
    await inspectDialog(page, 'auth-new-password');
    await password(reset, 'New password').fill('short');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await reset.getByText(MESSAGES.PASSWORD_TOO_SHORT).waitFor();
    await password(reset, 'New password').fill('a brand new password');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await greenBox(reset, MESSAGES.PASSWORD_CHANGED).waitFor(POLL);

    const origin = { Origin: suite.server.url };
    const oldPassword = await page.request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: user.password },
      headers: origin,
    });
    expect(oldPassword.status()).toBe(401);
    const newPassword = await page.request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: 'a brand new password' },
      headers: origin,
    });
    expect(newPassword.status()).toBe(200);
  });

  it('explains an invalid reset link and offers a new one', async () => {
    const page = await suite.newPage();
    await page.goto('/reset-password?error=INVALID_TOKEN');
    const dialog = page.getByRole('dialog');
    await redBox(dialog, MESSAGES.RESET_LINK_INVALID).waitFor(POLL);
    await dialog.getByRole('button', { name: 'Request a new link' }).click();
    await dialog.getByRole('heading', { name: 'Reset your password' }).waitFor();
  });
});
