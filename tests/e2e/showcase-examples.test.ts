import { describe, expect, it } from 'vitest';
import { engineRewrite } from '../../scripts/showcase-rewrites.ts';
import { BEFORE_AFTER_MESSAGES, TEASER_MESSAGE } from '../../src/client/lib/showcase-messages.ts';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { WIDTHS } from './support/focus.ts';
import { inspectDialog } from './support/inspect-dialog.ts';
import { setUpBrowserSuite } from './support/suite.ts';
import { openWorkspace } from './support/workspace-page.ts';

// Issue 25: examples shown to users are what the product produces. The info page promised "Hi
// Alex, I missed you at lunch…" while the engine wrote something else, and the landing teaser
// ("Voice note · 0:18") looked like a player that did nothing.
const suite = setUpBrowserSuite();

describe.each(WIDTHS)('showcase examples at %s px', (width, viewport) => {
  it("shows the engine's own rewrite of each info-page example", async () => {
    const { page } = await openWorkspace(suite, { viewport });
    await page.getByRole('button', { name: 'Learn More' }).click();
    await page.getByRole('heading', { name: 'Hear the difference' }).waitFor();
    const befores = await page.getByTestId('example-before').allTextContents();
    const afters = await page.getByTestId('example-after').allTextContents();
    expect(befores).toEqual(BEFORE_AFTER_MESSAGES.map((message) => message.before));
    expect(afters).toEqual(befores.map(engineRewrite));
    await inspectDialog(page, `voice-info-examples-${width}`);
  });

  it("shows the teaser as a quote of the engine's rewrite, with nothing that looks playable", async () => {
    const page = await suite.newPage({ viewport });
    await page.goto('/');
    const teaser = page.getByTestId('voice-teaser-example');
    await teaser.scrollIntoViewIfNeeded();
    await expect(teaser.locator('blockquote').textContent()).resolves.toBe(
      engineRewrite(TEASER_MESSAGE.before),
    );
    await expect(teaser.getByText(MESSAGES.TEASER_CAPTION).count()).resolves.toBe(1);
    await expect(page.getByText(/Voice note · \d+:\d\d/).count()).resolves.toBe(0);
    // Nothing inside is a control or dressed as one: no button, no pointer, no round play disc.
    const looksPlayable = await teaser.evaluate((element) =>
      [element, ...element.querySelectorAll('*')].some((node) => {
        const style = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        const roundDisc =
          style.borderRadius.startsWith('9999') && box.width >= 32 && box.width === box.height;
        return node.matches('button, a, [role="button"], audio') || style.cursor === 'pointer' || roundDisc;
      }),
    );
    expect(looksPlayable).toBe(false);
  });
});
