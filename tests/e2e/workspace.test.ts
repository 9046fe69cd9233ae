import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_COLLAPSE_BREAKPOINT_PX } from '../../src/core/constants.ts';
import { TASK_TYPES } from '../../src/core/task-types.ts';
import { VIEWPORTS } from './support/browser.ts';
import { setUpBrowserSuite } from './support/suite.ts';
import {
  generatedMessage,
  messageBox,
  openWorkspace,
  selectTask,
  seriousAxeViolations,
  sidebar,
  sidebarToggle,
} from './support/workspace-page.ts';

const RESULTS_DIR = resolve(import.meta.dirname, '../../test-results');
const suite = setUpBrowserSuite();

describe('workspace layout (spec §2)', () => {
  it('shows the header, the banner and the default playground to a signed-in user', async () => {
    const { page, user } = await openWorkspace(suite);
    await expect(
      page.getByRole('button', { name: 'LIVE Playground', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect(
      page.getByRole('button', { name: new RegExp(`^Profile: ${user.name}`) }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Sign out' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: /^Voice settings/ }).isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Make any message calmer' }).isVisible(),
    ).resolves.toBe(true);
    // The default playground is the live playground, rewriting its first scenario.
    await page.getByTestId('optimized-message').waitFor();
  });

  it('opens the User Profile modal and the voice setup from the header', async () => {
    const { page, user } = await openWorkspace(suite);
    await page.getByRole('button', { name: new RegExp(`^Profile: ${user.name}`) }).click();
    await page.getByRole('dialog', { name: 'User Profile' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: /^Voice settings/ }).click();
    await expect(page.getByRole('dialog').getAttribute('aria-labelledby')).resolves.toBeTruthy();
    await expect(page.getByRole('dialog').getByRole('heading').first().textContent()).resolves.toMatch(
      /voice/i,
    );
  });

  it('selects each of the 8 communication types, marks it, and goes back to the playground', async () => {
    const { page } = await openWorkspace(suite);
    expect(await sidebar(page).getByRole('button').count()).toBe(TASK_TYPES.length);
    for (const type of TASK_TYPES) {
      await selectTask(page, type.title);
      await expect(page.getByText(type.description, { exact: true }).isVisible()).resolves.toBe(true);
      const current = sidebar(page).locator('[aria-current="page"]');
      await expect(current.count()).resolves.toBe(1);
      await expect(
        current.getAttribute('aria-label').then((label) => label ?? current.textContent()),
      ).resolves.toBe(type.title);
      await expect(
        page.getByRole('button', { name: 'LIVE Playground', exact: true }).getAttribute('aria-current'),
      ).resolves.toBe(null);
    }
    await page.getByRole('button', { name: 'Back to Live Playground' }).click();
    await page.getByRole('heading', { level: 1, name: 'Make any message calmer' }).waitFor();
    await expect(sidebar(page).locator('[aria-current="page"]').count()).resolves.toBe(0);

    await selectTask(page, 'Write an Email');
    await page.getByRole('button', { name: 'LIVE Playground', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Make any message calmer' }).waitFor();
  });

  it(`collapses the sidebar under ${SIDEBAR_COLLAPSE_BREAKPOINT_PX} px and expands it from there`, async () => {
    const below = { width: SIDEBAR_COLLAPSE_BREAKPOINT_PX - 1, height: 800 };
    const at = { width: SIDEBAR_COLLAPSE_BREAKPOINT_PX, height: 800 };
    const { page } = await openWorkspace(suite, { viewport: below });
    const expanded = () => sidebarToggle(page).getAttribute('aria-expanded');
    await expect(expanded()).resolves.toBe('false');

    await page.setViewportSize(at);
    await expect.poll(expanded).toBe('true');
    await expect(sidebar(page).getByRole('button', { name: 'Write an Email' }).textContent()).resolves.toBe(
      'Write an Email',
    );

    await page.setViewportSize(below);
    await expect.poll(expanded).toBe('false');

    // The toggle overrides the automatic choice: opened on a narrow window, it floats over the page
    // and closes again after a choice.
    await sidebarToggle(page).click();
    await expect(expanded()).resolves.toBe('true');
    await sidebar(page).getByRole('button', { name: 'Gentle Follow-Up' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gentle Follow-Up' }).waitFor();
    await expect(expanded()).resolves.toBe('false');
  });

  it('collapses and expands on a wide screen with the toggle', async () => {
    const { page } = await openWorkspace(suite, { viewport: VIEWPORTS.desktop });
    await expect(sidebarToggle(page).getAttribute('aria-expanded')).resolves.toBe('true');
    await sidebarToggle(page).click();
    await expect(sidebarToggle(page).getAttribute('aria-expanded')).resolves.toBe('false');
    // Collapsed, the rail keeps every type reachable by its name.
    await selectTask(page, 'Compose from Notes');
    await sidebarToggle(page).click();
    await expect(sidebarToggle(page).getAttribute('aria-expanded')).resolves.toBe('true');
  });
});

describe('workspace accessibility and looks', () => {
  for (const [name, viewport] of [
    ['390', VIEWPORTS.phone],
    ['1280', VIEWPORTS.desktop],
  ] as const) {
    it(`has no serious or critical axe violation at ${name} px, and saves a screenshot`, async () => {
      const { page } = await openWorkspace(suite, { viewport });
      await page.getByTestId('optimized-message').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await selectTask(page, 'Write an Email');
      await page.getByRole('button', { name: /^Example 1/ }).click();
      await generatedMessage(page).waitFor();
      await page.getByRole('button', { name: 'Advanced Settings' }).click();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Advanced Settings' }).click();
      await messageBox(page).blur();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: resolve(RESULTS_DIR, `workspace-${name}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Learn More' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your calm messages, in your own voice' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: resolve(RESULTS_DIR, `voice-cloning-info-${name}.png`), fullPage: true });
    });
  }
});
