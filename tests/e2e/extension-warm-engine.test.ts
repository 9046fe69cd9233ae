import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  extensionWithTestPageAccess,
  invokeCalmly,
  launchWithExtension,
  panel,
  serveTestPage,
} from './support/extension.ts';

// ADR 017: Chromium keeps the engine warm in the extension's offscreen document, so a page pays no
// engine start-up; without it (Firefox, or a browser that closed the document) the panel loads the
// same engine into the page. Both give the same score and rewrite.
const MESSAGE = 'You never answer on time. Send me the invoice by Friday or I will cancel the order.';
const POLL = { timeout: 30_000 };

type Browser = Awaited<ReturnType<typeof launchWithExtension>>;
let site: Awaited<ReturnType<typeof serveTestPage>>;
const browsers: Browser[] = [];

beforeAll(async () => {
  site = await serveTestPage();
});
afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await site?.close();
});

async function launch(options: { withoutWarmEngine?: boolean } = {}) {
  const browser = await launchWithExtension(extensionWithTestPageAccess(options));
  browsers.push(browser);
  return browser;
}

async function calm(browser: Browser) {
  const page: Page = await browser.context.newPage();
  await page.goto(site.url);
  await page.locator('#plain').fill(MESSAGE);
  await page.locator('#plain').focus();
  await invokeCalmly(browser.worker, page);
  await expect.poll(() => panel(page).getAttribute('data-state'), POLL).toBe('ready');
  const shown = {
    engine: await panel(page).getAttribute('data-engine'),
    score: await panel(page).getByTestId('score').textContent(),
    rewrite: await panel(page).getByTestId('rewrite').textContent(),
  };
  await page.close();
  return shown;
}

const offscreenDocuments = (browser: Browser) =>
  browser.worker.evaluate(async () => {
    const api = (
      globalThis as unknown as { chrome: { runtime: { getContexts(f: object): Promise<unknown[]> } } }
    ).chrome;
    return (await api.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'] })).length;
  });

// The warm engine has loaded and answers a job: asked from the background, as the panel asks.
const engineAnswers = (browser: Browser) =>
  browser.worker.evaluate(async () => {
    const api = (
      globalThis as unknown as { chrome: { runtime: { sendMessage(m: object): Promise<unknown> } } }
    ).chrome;
    const job = { kind: 'analyze', text: 'Are you there?' };
    const reply = await api.runtime.sendMessage({ type: 'calmly-engine', job }).catch(() => null);
    return (reply as { ok?: boolean } | null)?.ok === true;
  });

describe('the warm engine', () => {
  it('answers in Chromium, with the score and rewrite the engine in the page gives', async () => {
    const warm = await launch();
    await expect.poll(() => offscreenDocuments(warm), POLL).toBe(1);
    await expect.poll(() => engineAnswers(warm), POLL).toBe(true);
    const fromWarm = await calm(warm);
    const fromPage = await calm(await launch({ withoutWarmEngine: true }));
    expect(fromWarm.engine).toBe('warm');
    expect(fromPage.engine).toBe('page');
    expect(fromWarm.rewrite).toBeTruthy();
    expect(fromWarm.score).toBe(fromPage.score);
    expect(fromWarm.rewrite).toBe(fromPage.rewrite);
  });

  it('is opened again on the next call after the browser closed it, and the panel answers meanwhile', async () => {
    const browser = await launch();
    await expect.poll(() => engineAnswers(browser), POLL).toBe(true);
    const before = await calm(browser);
    await browser.worker.evaluate(() =>
      (
        globalThis as unknown as { chrome: { offscreen: { closeDocument(): Promise<void> } } }
      ).chrome.offscreen.closeDocument(),
    );
    await expect.poll(() => offscreenDocuments(browser), POLL).toBe(0);
    // The call reopens it; this panel may still find it starting, and uses whichever answers.
    const during = await calm(browser);
    expect(during.rewrite).toBe(before.rewrite);
    await expect.poll(() => offscreenDocuments(browser), POLL).toBe(1);
    await expect.poll(() => engineAnswers(browser), POLL).toBe(true);
    const after = await calm(browser);
    expect(after.engine).toBe('warm');
    expect(after.rewrite).toBe(before.rewrite);
  });
});
