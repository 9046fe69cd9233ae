import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { VIEWPORTS } from './browser.ts';
import { seriousAxeViolations } from './workspace-page.ts';

const RESULTS_DIR = resolve(import.meta.dirname, '../../../test-results');

// Checks what is on screen with axe-core (no serious or critical problem), then saves it at phone
// and desktop widths as test-results/<name>-390.png and -1280.png, to look at.
export async function inspectDialog(page: Page, name: string) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const viewport = page.viewportSize() ?? VIEWPORTS.desktop;
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.screenshot({ path: resolve(RESULTS_DIR, `${name}-1280.png`) });
  await page.setViewportSize(VIEWPORTS.phone);
  await page.screenshot({ path: resolve(RESULTS_DIR, `${name}-390.png`) });
  await page.setViewportSize(viewport);
}
