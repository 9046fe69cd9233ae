import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../src/client/features/playground/scenarios.ts';
import { MESSAGES, VERDICTS } from '../../src/core/catalog/messages.ts';
import { TASK_TYPES } from '../../src/core/task-types.ts';
import { VIEWPORTS } from './support/browser.ts';
import { setUpBrowserSuite } from './support/suite.ts';

const RESULTS_DIR = resolve(import.meta.dirname, '../../test-results');
const suite = setUpBrowserSuite();
// Vitest polls for 1 s by default; a loaded 2-core machine needs longer.
const POLL = { timeout: 15_000 };

async function openLanding(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
}

// The first scenario is rewritten as soon as the page loads.
async function waitForRewrite(page: Page) {
  await page.getByTestId('optimized-message').waitFor();
}

describe('landing page (spec §2)', () => {
  it('shows every section, from the header to the footer', async () => {
    const page = await suite.newPage();
    await openLanding(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Try Live Demo' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('region', { name: 'Example scenarios' }).isVisible()).resolves.toBe(true);
    for (const name of [
      'Original message',
      'Calm engine',
      'Optimized message',
      'Communication Analysis Report',
    ]) {
      await expect(page.getByRole('heading', { name, exact: true }).count(), name).resolves.toBe(1);
    }
    const types = page.getByRole('region', { name: /Eight kinds of message/ }).getByRole('listitem');
    await expect(types.allTextContents()).resolves.toHaveLength(TASK_TYPES.length);
    for (const type of TASK_TYPES) {
      await expect(types.getByRole('heading', { name: type.title }).count(), type.title).resolves.toBe(1);
    }
    for (const name of [
      /For anyone who writes/,
      /kind voice says it best/,
      /how ADHD brains read/,
      /Ready to send/,
    ]) {
      await expect(page.getByRole('region', { name }).count(), String(name)).resolves.toBe(1);
    }
    const footer = (await page.getByRole('contentinfo').textContent()) ?? '';
    expect(footer).toContain(MESSAGES.CLAIM_SETUP_TIME);
    expect(footer).toContain(MESSAGES.CLAIM_NO_CARD);
  });

  it('analyses the sample, highlights its triggers, rewrites it and reports the verdict', async () => {
    const page = await suite.newPage();
    await openLanding(page);
    await waitForRewrite(page);
    const marks = await page.locator('mark').allTextContents();
    expect(marks.map((mark) => mark.toLowerCase())).toEqual(expect.arrayContaining(['asap', 'frustrated']));
    await expect(page.getByText(MESSAGES.ISSUE_PRESSURE).count()).resolves.toBe(1);
    const bar = page.getByRole('progressbar', { name: 'Final quality score' });
    const finalScore = Number(await bar.getAttribute('aria-valuenow'));
    const verdict = await page.getByTestId('verdict').textContent();
    // spec §9: the verdict is the label of the highest threshold the final score reaches.
    expect(verdict).toBe(VERDICTS.find((candidate) => finalScore >= candidate.min)?.label);
    const rewrite = (await page.getByTestId('optimized-message').textContent()) ?? '';
    expect(rewrite.trim().length).toBeGreaterThan(0);
    expect(rewrite).not.toMatch(/\bASAP\b/);
  });

  it('scrolls to the live playground from Try Live Demo', async () => {
    const page = await suite.newPage({ reducedMotion: 'reduce' });
    await openLanding(page);
    await page.getByRole('button', { name: 'Try Live Demo' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), POLL).toBe('playground');
    const top = await page.evaluate(() => document.getElementById('playground')?.getBoundingClientRect().top);
    expect(Math.abs(top ?? Number.POSITIVE_INFINITY)).toBeLessThan(120);
  });

  it('moves between scenarios with the arrows, the dots and the keyboard', async () => {
    const page = await suite.newPage();
    await openLanding(page);
    const title = page.getByTestId('scenario-title');
    const original = page.getByRole('textbox', { name: 'Original message' });
    const carousel = page.getByRole('region', { name: 'Example scenarios' });
    const expectScenario = async (index: number) => {
      await expect.poll(() => title.textContent(), POLL).toBe(SCENARIOS[index]?.title);
      await expect(original.inputValue()).resolves.toBe(SCENARIOS[index]?.sample);
    };
    await expectScenario(0);
    await carousel.getByRole('button', { name: 'Next scenario' }).click();
    await expectScenario(1);
    await carousel.getByRole('button', { name: 'Previous scenario' }).click();
    await expectScenario(0);
    await carousel.getByRole('button', { name: 'Previous scenario' }).click();
    await expectScenario(2); // wraps around
    await carousel.getByRole('button', { name: /Show scenario 2/ }).click();
    await expectScenario(1);
    await expect(
      carousel.getByRole('button', { name: /Show scenario 2/ }).getAttribute('aria-current'),
    ).resolves.toBe('true');
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expectScenario(2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectScenario(0);
  });

  it('opens sign-in when a visitor asks for a voice note (spec §4)', async () => {
    const page = await suite.newPage();
    await openLanding(page);
    await waitForRewrite(page);
    await page.getByRole('button', { name: 'Generate Voice Note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Email').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(page.locator('audio').count()).resolves.toBe(0);
  });

  it('signs up and in through the dialog, then shows the workspace with the name', async () => {
    const page = await suite.newPage();
    await openLanding(page);
    await page.getByRole('banner').getByRole('button', { name: 'Get started free' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create your account' });
    const email = `ana-${Date.now()}@example.test`;
    await signUp.getByLabel('Full name').fill('Ana Test');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill('calm and clear 42');
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await signUp.getByText(MESSAGES.AUTH_ACCOUNT_CREATED).waitFor();
    await signUp.getByRole('button', { name: 'Sign in' }).click();
    const signIn = page.getByRole('dialog', { name: 'Welcome back' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill('calm and clear 42');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByText(MESSAGES.AUTH_SIGNED_IN).waitFor();
    await signIn.waitFor({ state: 'hidden' });
    await page.getByText('Ana Test').first().waitFor();
    await expect(page.getByRole('button', { name: 'Try Live Demo' }).count()).resolves.toBe(0);
  });

  for (const [name, viewport] of [
    ['1280', VIEWPORTS.desktop],
    ['390', VIEWPORTS.phone],
  ] as const) {
    it(`has no serious or critical axe violation at ${name} px, and saves a screenshot`, async () => {
      const page = await suite.newPage({ viewport });
      await openLanding(page);
      await waitForRewrite(page);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`),
      ).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, 'no horizontal scrolling').toBeLessThanOrEqual(viewport.width);
      mkdirSync(RESULTS_DIR, { recursive: true });
      await page.screenshot({ path: resolve(RESULTS_DIR, `landing-${name}.png`), fullPage: true });
    });
  }
});
