import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WIDTHS } from './support/focus.ts';
import { setUpBrowserSuite } from './support/suite.ts';
import { brightSurfaces } from './support/surfaces.ts';
import { openWorkspace } from './support/workspace-page.ts';

// Issue 25: in the dark theme the tone highlights were bright white pills (sky-50) and the voice
// banner, the teaser and the calls to action bright pastel panels. Every tinted surface now has a
// dark shade: no non-interactive surface on these screens is brighter than a dim tint.
const suite = setUpBrowserSuite();
const POLL = { timeout: 30_000 };
const RESULTS_DIR = resolve(import.meta.dirname, '../../test-results');
// A blaming question and a bare order: tone findings beyond the word list (the sky highlights).
const TONE_MESSAGE = 'Why did you not reply yesterday?? Fix it now.';

async function capture(page: Page, name: string) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  await page.screenshot({ path: resolve(RESULTS_DIR, `${name}.png`), fullPage: true });
}

describe.each(WIDTHS)('dark theme at %s px', (width, viewport) => {
  it('has no bright surface on the landing page, tone highlights included', async () => {
    const page = await suite.newPage({ viewport, colorScheme: 'dark' });
    await page.goto('/');
    await page.getByTestId('optimized-message').waitFor(POLL);
    await page.getByRole('textbox', { name: 'Original message' }).fill(TONE_MESSAGE);
    const toneMark = page.locator('mark[data-beyond-spec]').filter({ hasText: 'Fix it now.' });
    await toneMark.first().waitFor(POLL);
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    expect(await brightSurfaces(page)).toEqual([]);
    await capture(page, `dark-landing-${width}`);
  });

  it('has no bright surface in the workspace and on the voice-cloning info page', async () => {
    const { page } = await openWorkspace(suite, { viewport });
    // The person's own choice, as the header's theme toggle keeps it (lib/theme.ts).
    await page.evaluate(() => localStorage.setItem('calmly.theme', 'dark'));
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByTestId('optimized-message').waitFor(POLL);
    expect(await brightSurfaces(page)).toEqual([]);
    await capture(page, `dark-workspace-${width}`);

    await page.getByRole('button', { name: 'Learn More' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your calm messages, in your own voice' }).waitFor();
    expect(await brightSurfaces(page)).toEqual([]);
    await capture(page, `dark-voice-info-${width}`);
  });

  it('keeps the feature panels deep with light text in the light theme too', async () => {
    const page = await suite.newPage({ viewport, colorScheme: 'light' });
    await page.goto('/');
    await page.getByTestId('optimized-message').waitFor(POLL);
    const teaser = page.getByTestId('voice-teaser-example');
    // The light theme's panels were already deep: the shared tokens keep them so.
    const [panel, text] = await teaser.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundImage, style.color];
    });
    expect(panel).toMatch(/gradient/);
    expect(text).toBe('rgb(255, 255, 255)');
    await capture(page, `light-landing-${width}`);
  });
});
