import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_TEXT as TEXT } from '../../src/core/catalog/surfaces.ts';
import {
  extensionWithTestPageAccess,
  launchWithExtension,
  panel,
  serveTestPage,
} from './support/extension.ts';

// Issue 23: the optional "Calmly" button inside text boxes. Switched on in the options page, it
// shows in the text box the person is in and opens the same panel; switched off, pages have none.
// The all-sites permission its switch asks for is granted up front: a headless browser shows no
// prompt to accept.
const MESSAGE = 'Where is the deck?? I needed it an hour ago. Send it now.';
const POLL = { timeout: 30_000 };

let browser: Awaited<ReturnType<typeof launchWithExtension>>;
let site: Awaited<ReturnType<typeof serveTestPage>>;

beforeAll(async () => {
  site = await serveTestPage();
  browser = await launchWithExtension(extensionWithTestPageAccess({ allSites: true }));
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function switchButton(on: boolean) {
  const origin = browser.worker.url().split('/').slice(0, 3).join('/');
  const options = await browser.context.newPage();
  await options.goto(`${origin}/options/options.html`);
  const toggle = options.locator('#inline-button');
  await toggle.waitFor();
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await options.getByText(on ? TEXT.buttonOn : TEXT.buttonOff).waitFor(POLL);
  await options.close();
}

const inlineButton = (page: Awaited<ReturnType<typeof browser.context.newPage>>) =>
  page.getByRole('button', { name: TEXT.inlineButtonLabel });

describe('the in-textbox button', () => {
  it('shows in the text box once switched on, and opens the panel with the rewrite', async () => {
    await switchButton(true);
    const page = await browser.context.newPage();
    await page.goto(site.url);
    await page.locator('#plain').fill(MESSAGE);
    await page.locator('#plain').focus();
    await inlineButton(page).click(POLL);
    await expect.poll(() => panel(page).getAttribute('data-state'), POLL).toBe('ready');
    await expect(panel(page).getByTestId('rewrite').textContent()).resolves.toBeTruthy();
    await page.close();
  });

  it('is gone from pages opened after it is switched off', async () => {
    await switchButton(false);
    const registered = await browser.worker.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { scripting: { getRegisteredContentScripts(): Promise<{ id: string }[]> } };
        }
      ).chrome.scripting.getRegisteredContentScripts(),
    );
    expect(registered).toEqual([]);
    const page = await browser.context.newPage();
    await page.goto(site.url);
    await page.locator('#react').focus();
    await page.locator('#plain').focus();
    await expect(inlineButton(page).count()).resolves.toBe(0);
    await page.close();
  });
});
