import { describe, expect, it } from 'vitest';
import { setUpBrowserSuite } from './support/suite.ts';

// Issue 23: after a first visit the web app works with the network off: the service worker serves
// the app shell and the engine, and the playground analyses and rewrites in the browser.
const suite = setUpBrowserSuite();
const POLL = { timeout: 60_000 };
const MESSAGE = 'I need the slides ASAP. Why are they still not done?? Send them now.';

describe('the installable web app offline', () => {
  it('reloads, analyses and rewrites with the network off, and opens shared text', async () => {
    const page = await suite.newPage({ serviceWorkers: 'allow' });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The first visit installs the service worker and caches the app with the engine.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), POLL)
      .toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    const original = page.getByRole('textbox', { name: 'Original message' });
    await original.fill(MESSAGE);
    const rewrite = page.getByTestId('optimized-message');
    await expect.poll(async () => (await rewrite.textContent()) ?? '', POLL).toMatch(/could you/i);
    expect(await rewrite.textContent()).not.toContain('ASAP');
    // The analysis too: the engine's tone findings (the order, the blaming question) are marked.
    await expect.poll(() => page.locator('mark[data-beyond-spec]').count(), POLL).toBeGreaterThan(0);

    // A text shared from another app (the manifest's share target) opens in the playground.
    await page.goto(`/?text=${encodeURIComponent('Reply to me today or else.')}`);
    await expect.poll(() => original.inputValue(), POLL).toBe('Reply to me today or else.');
    expect(new URL(page.url()).search).toBe('');
  });
});
