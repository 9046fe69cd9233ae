import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { type StartedServer, startServer } from '../support/start-server.ts';
import { WIDTHS } from './support/focus.ts';
import { signInThroughApi } from './support/sign-in.ts';
import { setUpBrowserSuite } from './support/suite.ts';

// Issue 15 item 5: honest e-mail. A duplicate sign-up answers like a new one on screen, and the
// owner of the address is told by e-mail; in production the dev outbox does not exist at all.
const suite = setUpBrowserSuite();
let production: StartedServer | undefined;

beforeAll(async () => {
  // A mail server is required in production; nothing is sent to this one in these tests.
  production = await startServer({ env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' } });
});
afterAll(async () => {
  await production?.stop();
});

async function signUpThroughDialog(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Sam Again');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('another calm password');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  return dialog.getByRole('status').filter({ hasText: MESSAGES.AUTH_ACCOUNT_CREATED });
}

describe.each(WIDTHS)('honest e-mail at %s px', (_name, viewport) => {
  it('answers a duplicate sign-up like a new one, and e-mails the owner a notice', async () => {
    const owner = await suite.newPage({ viewport });
    const { email } = await signInThroughApi(owner.context(), suite.server.url);

    const page = await suite.newPage({ viewport });
    await (await signUpThroughDialog(page, email)).waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => (await suite.server.readOutbox()).filter((mail) => mail.to === email).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const [notice] = (await suite.server.readOutbox()).filter((mail) => mail.to === email);
    expect(notice?.subject).toMatch(/tried to create a Calmly account/);

    // A brand-new address gets the very same answer, and no notice.
    const fresh = `fresh-${Date.now()}-${viewport.width}@example.com`;
    const other = await suite.newPage({ viewport });
    await (await signUpThroughDialog(other, fresh)).waitFor({ timeout: 20_000 });
    expect((await suite.server.readOutbox()).some((mail) => mail.to === fresh)).toBe(false);
  });

  it('has no dev outbox in production: a plain 404, never the app shell', async () => {
    if (!production) throw new Error('production server not started');
    const page = await suite.newPage({ viewport });
    for (const path of ['/dev/outbox', '/dev/outbox.json']) {
      const response = await page.goto(`${production.url}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('#root').count()).resolves.toBe(0);
      await expect(page.getByText(/outbox/i).count()).resolves.toBe(0);
    }
  });
});
