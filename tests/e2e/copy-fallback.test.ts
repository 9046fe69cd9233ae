import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { expectFocused, WIDTHS } from './support/focus.ts';
import { inspectDialog } from './support/inspect-dialog.ts';
import { setUpBrowserSuite } from './support/suite.ts';

// Issue 25: without clipboard permission Copy failed silently (the label stayed "Copy"). It now
// says so and hands the message over selected, so Ctrl+C still copies it.
const suite = setUpBrowserSuite();
const POLL = { timeout: 30_000 };

describe.each(WIDTHS)('copy without clipboard permission at %s px', (width, viewport) => {
  it('shows an error and the message selected in a box to copy by hand', async () => {
    const page = await suite.newPage({ viewport });
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await page.goto('/');
    const optimized = page.getByTestId('optimized-message');
    await optimized.waitFor(POLL);
    await expect.poll(() => optimized.getAttribute('class'), POLL).not.toMatch(/opacity-60/);
    const rewrite = (await optimized.textContent()) ?? '';

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.COPY_FAILED }).waitFor();
    const fallback = page.getByRole('textbox', { name: MESSAGES.COPY_FALLBACK_LABEL });
    await expectFocused(fallback);
    await expect(fallback.inputValue()).resolves.toBe(rewrite);
    const selection = await fallback.evaluate((element) => {
      const box = element as HTMLTextAreaElement;
      return [box.selectionStart, box.selectionEnd];
    });
    expect(selection).toEqual([0, rewrite.length]);
    await expect(page.getByRole('button', { name: MESSAGES.COPIED }).count()).resolves.toBe(0);
    await fallback.scrollIntoViewIfNeeded();
    await inspectDialog(page, `copy-fallback-${width}`);
  });
});
