import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WIDTHS } from './support/focus.ts';
import {
  expectNoSidewaysScroll,
  LONG_URL,
  LONG_WORD,
  MESSAGE_WITH_LONG_TOKENS,
  sidewaysOverflow,
} from './support/overflow.ts';
import { setUpBrowserSuite } from './support/suite.ts';
import { generatedMessage, messageBox, openWorkspace, selectTask } from './support/workspace-page.ts';

// Issue 15 item 2: long tokens wrap inside their cards; no screen scrolls sideways.
const suite = setUpBrowserSuite();

const LONG_NAME = 'Maximiliana'.repeat(9);

async function expectWrappedInside(page: Page, testId: string) {
  const box = page.getByTestId(testId);
  await expect(box.evaluate((element) => element.scrollWidth - element.clientWidth)).resolves.toBe(0);
}

describe.each(WIDTHS)('long words and URLs at %s px', (_name, viewport) => {
  it('wrap on the landing page: input, output, explanation, highlights and figures', async () => {
    const page = await suite.newPage({ viewport });
    await page.goto('/');
    await page.getByTestId('optimized-message').waitFor();
    const before = await page.getByTestId('optimized-message').textContent();
    await page.getByRole('textbox', { name: 'Original message' }).fill(MESSAGE_WITH_LONG_TOKENS);
    await expect
      .poll(() => page.getByTestId('optimized-message').textContent(), { timeout: 20_000 })
      .not.toBe(before);
    // The highlighted original holds the long tokens too.
    await page.getByText(LONG_WORD, { exact: false }).first().waitFor();
    await expectNoSidewaysScroll(page);
    await expectWrappedInside(page, 'optimized-message');
  });

  it('wrap in the workspace task screen and the result card', async () => {
    const { page } = await openWorkspace(suite, { viewport });
    await selectTask(page, 'Write an Email');
    await messageBox(page).fill(MESSAGE_WITH_LONG_TOKENS);
    await page.getByRole('button', { name: 'Transform' }).click();
    await generatedMessage(page).waitFor();
    await page.getByTestId('original-analysis').getByText(LONG_URL.slice(0, 40)).waitFor();
    await expectNoSidewaysScroll(page);
    await expectWrappedInside(page, 'generated-message');
  });

  it('wrap in the dialogs: auth, profile and voice setup', async () => {
    const { page } = await openWorkspace(suite, { viewport, name: LONG_NAME });
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: /^Profile: / }).click();
    const profile = page.getByRole('dialog', { name: 'User Profile' });
    await profile.getByRole('button', { name: 'Edit' }).click();
    await expect(sidewaysOverflow(page)).resolves.toBe(0);
    await expect(profile.evaluate((element) => element.scrollWidth - element.clientWidth)).resolves.toBe(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Voice settings/ }).click();
    const setup = page.getByRole('dialog');
    await setup.getByRole('textbox', { name: 'Voice profile name' }).fill(LONG_WORD);
    await expectNoSidewaysScroll(page);
    await expect(setup.evaluate((element) => element.scrollWidth - element.clientWidth)).resolves.toBe(0);
    await page.keyboard.press('Escape');

    // A visitor's auth dialog with a long e-mail that the form rejects.
    const visitor = await suite.newPage({ viewport });
    await visitor.goto('/');
    await visitor.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const auth = visitor.getByRole('dialog', { name: 'Welcome back' });
    await auth.getByRole('textbox', { name: 'Email' }).fill(`${LONG_WORD}@${LONG_WORD}`);
    await auth.getByRole('button', { name: 'Sign in' }).click();
    await auth.locator('[aria-invalid="true"]').first().waitFor();
    await expectNoSidewaysScroll(visitor);
    await expect(auth.evaluate((element) => element.scrollWidth - element.clientWidth)).resolves.toBe(0);
  });
});
