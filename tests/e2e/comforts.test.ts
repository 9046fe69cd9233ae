import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { findTaskType } from '../../src/core/task-types.ts';
import { WIDTHS } from './support/focus.ts';
import { setUpBrowserSuite } from './support/suite.ts';
import {
  generatedMessage,
  openWorkspace,
  selectTask,
  seriousAxeViolations,
} from './support/workspace-page.ts';

// Issue 15 item 7: a dark theme (system preference and a toggle that persists, AA in both), the
// communication-type cards open the playground on their type, and unknown paths get a 404 page.
const suite = setUpBrowserSuite();
const POLL = { timeout: 20_000 };
const RESULTS_DIR = resolve(import.meta.dirname, '../../test-results');

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const toggle = (page: Page) => page.getByRole('button', { name: MESSAGES.DARK_THEME_TOGGLE }).first();

async function shoot(page: Page, name: string) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  await page.screenshot({ path: resolve(RESULTS_DIR, `${name}.png`), fullPage: true });
}

describe.each(WIDTHS)('comforts at %s px', (name, viewport) => {
  it('follows a dark system preference, with 0 serious axe findings on every screen', async () => {
    const page = await suite.newPage({ viewport, colorScheme: 'dark' });
    await page.goto('/');
    await page.getByTestId('optimized-message').waitFor(POLL);
    await expect(theme(page)).resolves.toBe('dark');
    await expect(toggle(page).getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, `dark-landing-${name}`);
  });

  it('keeps 0 serious axe findings in the dark workspace, task screen and dialogs', async () => {
    const { page: workspace } = await openWorkspace(suite, { viewport });
    await workspace.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => theme(workspace)).toBe('dark');
    await workspace.getByTestId('optimized-message').waitFor(POLL);
    expect(await seriousAxeViolations(workspace)).toEqual([]);
    await selectTask(workspace, 'Write an Email');
    await workspace.getByRole('button', { name: /^Example 1/ }).click();
    await generatedMessage(workspace).waitFor(POLL);
    expect(await seriousAxeViolations(workspace)).toEqual([]);
    await shoot(workspace, `dark-task-${name}`);
    await workspace.getByRole('button', { name: /^Profile: / }).click();
    await workspace.getByRole('dialog', { name: 'User Profile' }).waitFor();
    expect(await seriousAxeViolations(workspace)).toEqual([]);
    await workspace.keyboard.press('Escape');
    await workspace.getByRole('button', { name: /^Voice settings/ }).click();
    await workspace.getByRole('dialog').getByRole('textbox', { name: 'Voice profile name' }).waitFor();
    expect(await seriousAxeViolations(workspace)).toEqual([]);
    await shoot(workspace, `dark-voice-setup-${name}`);
  });

  it('keeps the theme picked with the toggle across a reload, over the system preference', async () => {
    const page = await suite.newPage({ viewport, colorScheme: 'light' });
    await page.goto('/');
    await expect(theme(page)).resolves.toBe('light');
    await toggle(page).click();
    await expect(theme(page)).resolves.toBe('dark');
    await page.reload();
    await page.getByTestId('optimized-message').waitFor(POLL);
    await expect(theme(page)).resolves.toBe('dark');
    await toggle(page).click();
    await expect(theme(page)).resolves.toBe('light');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('opens the playground on a communication type from its card', async () => {
    const page = await suite.newPage({ viewport });
    await page.goto('/');
    await page.getByTestId('optimized-message').waitFor(POLL);
    const meeting = findTaskType('schedule-meeting');
    await page.getByRole('button', { name: `${MESSAGES.TRY_TYPE_IN_PLAYGROUND}: ${meeting?.title}` }).click();
    await expect(page.getByTestId('playground-type').textContent()).resolves.toContain(meeting?.title);
    await expect(page.getByRole('textbox', { name: 'Original message' }).inputValue()).resolves.toBe(
      meeting?.examples[0],
    );
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('playground')?.getBoundingClientRect().top ?? 999),
      )
      .toBeLessThan(200);
  });

  it('shows a 404 page for an unknown path, signed out and signed in', async () => {
    const page = await suite.newPage({ viewport });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: MESSAGES.PAGE_NOT_FOUND_TITLE }).waitFor();
    await expect(page.getByRole('button', { name: 'Learn More' }).count()).resolves.toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, `not-found-${name}`);
    await page.getByRole('link', { name: MESSAGES.PAGE_NOT_FOUND_HOME }).click();
    await page.getByTestId('optimized-message').waitFor(POLL);

    const { page: signedIn } = await openWorkspace(suite, { viewport });
    await signedIn.goto('/settings');
    await signedIn.getByRole('heading', { level: 1, name: MESSAGES.PAGE_NOT_FOUND_TITLE }).waitFor();
  });
});
