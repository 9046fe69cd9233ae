import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WIDTHS } from './support/focus.ts';
import { inspectDialog } from './support/inspect-dialog.ts';
import { setUpBrowserSuite } from './support/suite.ts';
import { textLineCount } from './support/surfaces.ts';
import { generatedMessage, messageBox, openWorkspace, selectTask } from './support/workspace-page.ts';

// Issue 25: figures and labels stay whole. The score badge read "8/7 /10/0" in a squeezed circle
// in the workspace (the card lets a person's words break anywhere, and that reached the digits),
// and "Voice Profiles (0)" took 3 lines at 390 px.
const suite = setUpBrowserSuite();
const POLL = { timeout: 30_000 };

// By its structure as well as its test id, so the check also reads the badge of older builds.
const badges = (page: Page) =>
  page.locator('[data-testid="score-badge"], span:has(> span.sr-only + span.tabular-nums)');

// Every badge on screen shows its "NN/100" on one line, at its full width.
async function expectBadgesWhole(page: Page) {
  const count = await badges(page).count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const badge = badges(page).nth(index);
    expect(await textLineCount(badge), `badge ${index}: ${await badge.textContent()}`).toBe(1);
    const squeezed = await badge.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(squeezed).toBe(false);
  }
}

describe.each(WIDTHS)('at %s px', (_name, viewport) => {
  it('keeps every score badge of the workspace on one line', async () => {
    const { page } = await openWorkspace(suite, { viewport });
    // The live playground's columns: original and optimized scores.
    await page.getByTestId('optimized-message').waitFor(POLL);
    await expect.poll(() => badges(page).count(), POLL).toBeGreaterThanOrEqual(2);
    await expectBadgesWhole(page);

    await selectTask(page, 'Gentle Follow-Up');
    await messageBox(page).fill('Did you see my last message? I need an answer today, this is urgent.');
    await page.getByRole('button', { name: 'Transform' }).click();
    await generatedMessage(page).waitFor(POLL);
    await expect.poll(() => badges(page).count(), POLL).toBeGreaterThanOrEqual(2);
    await expectBadgesWhole(page);
  });

  it('shows each profile tab label on one line', async () => {
    const { page, user } = await openWorkspace(suite, { viewport });
    await page.getByRole('button', { name: new RegExp(`^Profile: ${user.name}`) }).click();
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    await dialog.waitFor();
    for (const name of ['Profile Settings', /^Voice Profiles \(\d+\)$/, 'Word lists']) {
      expect(await textLineCount(dialog.getByRole('tab', { name })), String(name)).toBe(1);
    }
    await inspectDialog(page, `profile-tabs-${viewport.width}`);
  });
});
