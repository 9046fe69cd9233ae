import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// A 300-character URL and a 120-letter word: neither has a place to break (issue 15 item 2).
export const LONG_URL = `https://example.com/reports/${'q3-budget-review-'.repeat(16)}final.pdf`.slice(
  0,
  300,
);
export const LONG_WORD = 'Supercalifragilistic'.repeat(6);
export const MESSAGE_WITH_LONG_TOKENS = `I need this ASAP, you were supposed to send it yesterday: ${LONG_URL} ${LONG_WORD} is wrong and I'm frustrated.`;

// How far the page scrolls sideways: 0 when nothing is wider than the window.
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

export async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => sidewaysOverflow(page), { timeout: 10_000 }).toBe(0);
}
