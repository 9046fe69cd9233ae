import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Waits until `target` holds keyboard focus (a state, so a busy machine only makes it slower).
export async function expectFocused(target: Locator) {
  await expect
    .poll(() => target.evaluate((element) => element === document.activeElement), { timeout: 10_000 })
    .toBe(true);
}

// What has focus, described for a failure message: its role-ish tag and accessible text.
export function describeFocus(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.textContent?.trim() ?? ''}`;
  });
}

// The two widths every UX check runs at (issue 15: 1280 and 390 px).
export const WIDTHS = [
  ['1280', { width: 1280, height: 800 }],
  ['390', { width: 390, height: 844 }],
] as const;
