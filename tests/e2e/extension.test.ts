import AxeBuilder from '@axe-core/playwright';
import type { Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_TEXT as TEXT } from '../../src/core/catalog/surfaces.ts';
import {
  extensionWithTestPageAccess,
  invokeCalmly,
  launchWithExtension,
  panel,
  serveTestPage,
} from './support/extension.ts';

// Issue 23: the extension, loaded unpacked, calms a message in the three kinds of text box people
// write in, offline, and the page's own editor sees the change.
const MESSAGE = 'I need the report ASAP. Why did you not send it yesterday?? Fix it now.';
const POLL = { timeout: 30_000 };

let browser: Awaited<ReturnType<typeof launchWithExtension>>;
let page: Page;
let worker: Worker;
let site: Awaited<ReturnType<typeof serveTestPage>>;
const requests: string[] = [];

beforeAll(async () => {
  site = await serveTestPage();
  browser = await launchWithExtension(extensionWithTestPageAccess());
  worker = browser.worker;
  browser.context.on('request', (request) => requests.push(request.url()));
  page = await browser.context.newPage();
  await page.goto(site.url);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function calm(box: 'plain' | 'react' | 'rich') {
  const field = page.locator(`#${box}`);
  await field.click();
  if (box === 'rich') await page.keyboard.insertText(MESSAGE);
  else await field.fill(MESSAGE);
  await invokeCalmly(worker, page);
  await expect.poll(() => panel(page).getAttribute('data-state'), POLL).toBe('ready');
  return field;
}

const rewriteText = () => panel(page).getByTestId('rewrite').textContent();
const boxValue = (box: string) =>
  page.locator(`#${box}`).evaluate((element) =>
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? element.value
      : // biome-ignore lint/performance/useDomNodeTextContent: the editor's line breaks count
        (element as HTMLElement).innerText,
  );

describe('the Calmly extension on a page', () => {
  for (const box of ['plain', 'react', 'rich'] as const) {
    it(`shows the score and the rewrite, and Replace then Ctrl+Z work in the ${box} box`, async () => {
      await calm(box);
      await expect(panel(page).getByTestId('score').textContent()).resolves.toMatch(/\d+ out of 100/);
      await expect(panel(page).getByTestId('privacy').textContent()).resolves.toMatch(/never leaves/);
      const shown = (await rewriteText())?.trim() ?? '';
      // A one-line input gets the rewrite's lines joined by spaces.
      const rewrite = box === 'react' ? shown.replace(/\s*\n+\s*/g, ' ') : shown;
      expect(rewrite.length).toBeGreaterThan(0);
      expect(rewrite).not.toBe(MESSAGE);
      await panel(page).getByRole('button', { name: 'Replace' }).click();
      await expect.poll(async () => (await boxValue(box)).trim(), POLL).toBe(rewrite);
      if (box === 'react') await expect(page.getByTestId('react-state').textContent()).resolves.toBe(rewrite);
      // Escape closes the panel and gives the focus back to the text box, where Ctrl+Z undoes.
      await page.keyboard.press('Escape');
      await expect.poll(() => panel(page).count(), POLL).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id), POLL).toBe(box);
      await page.keyboard.press('Control+z');
      await expect.poll(async () => (await boxValue(box)).trim(), POLL).toBe(MESSAGE);
      if (box === 'react') await expect(page.getByTestId('react-state').textContent()).resolves.toBe(MESSAGE);
    });
  }

  for (const { width, height, colorScheme } of [
    { width: 1280, height: 800, colorScheme: 'light' },
    { width: 390, height: 844, colorScheme: 'dark' },
  ] as const) {
    it(`is axe clean, fits and keeps the focus inside at ${width} px (${colorScheme})`, async () => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await calm('plain');
      const results = await new AxeBuilder({ page }).include('#calmly-panel-host').analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      const box = await panel(page).evaluate((host) => {
        const rect = host.shadowRoot?.querySelector('.panel')?.getBoundingClientRect();
        return rect ? { left: rect.left, right: rect.right, bottom: rect.bottom } : null;
      });
      expect(box?.left).toBeGreaterThanOrEqual(0);
      expect(box?.right).toBeLessThanOrEqual(width);
      expect(box?.bottom).toBeLessThanOrEqual(height);
      // Keyboard only: Tab never leaves the panel, however many times it is pressed.
      const focusedInPanel = () =>
        panel(page).evaluate(
          (host) => host.shadowRoot?.activeElement !== null && document.activeElement === host,
        );
      for (let press = 0; press < 12; press++) {
        await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect(await focusedInPanel()).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id), POLL).toBe('plain');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.emulateMedia({ colorScheme: 'light' });
    });
  }

  it('sends nothing over the network: only the test page and the extension’s own files load', () => {
    const pageOrigin = new URL(site.url).origin;
    const elsewhere = requests.filter(
      (url) => !url.startsWith(pageOrigin) && !url.startsWith('chrome-extension://'),
    );
    expect(requests.length).toBeGreaterThan(0);
    expect(elsewhere).toEqual([]);
  });
});

describe('the options page', () => {
  it('names the origin a Calmly server must list in EXTENSION_ORIGINS, as the browser sends it', async () => {
    // Node's URL gives an extension URL the opaque origin "null": the scheme and the id it is.
    const extensionOrigin = worker.url().split('/').slice(0, 3).join('/');
    expect(extensionOrigin).toMatch(/^chrome-extension:\/\/[a-p]{32}$/);
    const options = await browser.context.newPage();
    await options.goto(`${extensionOrigin}/options/options.html`);
    await expect
      .poll(() => options.getByTestId('extension-origin').textContent(), POLL)
      .toBe(TEXT.serverOriginHelp(extensionOrigin));
    await options.close();
  });
});
