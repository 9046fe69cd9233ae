import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { analyzeMessage } from '../../src/core/tone/analyze-message.ts';
import { setUpBrowserSuite } from './support/suite.ts';

const suite = setUpBrowserSuite();
const POLL = { timeout: 20_000 };

// Issue 12, item 10: a message with no listed trigger word still shows why it needs work.
const MESSAGE = 'Why did you not reply yesterday?? Fix it now.';

async function typeMessage(page: Page) {
  await page.goto('/');
  await page.getByTestId('optimized-message').waitFor();
  await page.getByRole('textbox', { name: 'Original message' }).fill(MESSAGE);
}

describe('tone findings beyond the word rules', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`marks the order and the blaming question at ${viewport.width} px`, async () => {
      const page = await suite.newPage({ viewport });
      await typeMessage(page);
      // The scenario's own text is marked first; wait for the typed message's marks.
      const marked = (rule: string) =>
        page.locator(`mark[data-rule="${rule}"][data-beyond-spec]`).allTextContents();
      await expect.poll(() => marked('pressing-order'), POLL).toContain('Fix it now.');
      await expect.poll(() => marked('rhetorical'), POLL).toContain('Why did you not reply yesterday??');
    });
  }

  // Issue 25: the figures read first see what the marks see, as /api/analyze and the CLI do.
  it('counts the hostility in the score and the issues the page shows', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    await typeMessage(page);
    const marked = page.locator('mark[data-rule="rhetorical"][data-beyond-spec]');
    await expect.poll(() => marked.allTextContents(), POLL).toContain('Why did you not reply yesterday??');
    const expected = analyzeMessage(MESSAGE);
    expect(expected.severity).toBe('high');
    const badge = page.locator('span', { hasText: 'Original score:' }).first();
    await expect.poll(() => badge.textContent(), POLL).toContain(`${expected.score}/100`);
    await expect(page.getByText(MESSAGES.ISSUE_HOSTILITY).count()).resolves.toBeGreaterThan(0);
  });
});
