import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { signInThroughApi } from './sign-in.ts';

type Suite = { server: { url: string }; newPage: (options?: BrowserContextOptions) => Promise<Page> };

export const START = new Date('2026-03-02T09:00:00Z');

// A signed-in user's workspace. `withClock` installs Playwright's fake clock before the page loads.
export async function openWorkspace(
  suite: Suite,
  {
    viewport,
    withClock = false,
    name,
    beforeLoad,
  }: {
    viewport?: { width: number; height: number };
    withClock?: boolean;
    name?: string;
    // Runs before the page loads, e.g. to install a fake (support/fake-recorder.ts).
    beforeLoad?: (page: Page) => Promise<void>;
  } = {},
) {
  const page = await suite.newPage(viewport ? { viewport } : {});
  const user = await signInThroughApi(page.context(), suite.server.url, name ? { name } : {});
  if (withClock) await page.clock.install({ time: START });
  await beforeLoad?.(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Learn More' }).waitFor();
  return { page, user };
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Communication types' });
export const sidebarToggle = (page: Page) =>
  page.getByRole('button', { name: 'Communication types', exact: true });
export const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
export const generatedMessage = (page: Page) => page.getByTestId('generated-message');

export async function selectTask(page: Page, title: string) {
  if (
    (await sidebarToggle(page).getAttribute('aria-expanded')) === 'false' &&
    !(await sidebar(page).isVisible())
  ) {
    await sidebarToggle(page).click();
  }
  await sidebar(page).getByRole('button', { name: title, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

// Lets the page act on what the clock just fired: React renders and runs effects (and so sends a
// fetch or schedules a timer) in MessageChannel tasks, which the fake clock does not hold back. A
// few rounds through the same task queue run after all of them: a state, not a time, so a busy
// machine only makes it slower.
export const settle = (page: Page) =>
  page.evaluate(async () => {
    for (let round = 0; round < 5; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });

// TanStack Query hands results to components on a zero-delay timer, so a paused clock holds them
// back: let time flow once the timing under test has been asserted, and pause it again after.
export const resumeClock = (page: Page) => page.clock.resume();
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

// An active offline voice profile for the signed-in user, made through the API (the recording
// flows have their own tests).
export async function createActiveVoiceProfile(context: BrowserContext, baseURL: string) {
  const response = await context.request.post(`${baseURL}/api/voice-profiles`, {
    data: {
      voice_name: 'My Personal Voice',
      elevenlabs_voice_id: `offline-${Date.now()}`,
      provider: 'offline',
    },
    headers: { Origin: new URL(baseURL).origin },
  });
  if (!response.ok()) throw new Error(`voice profile failed: ${response.status()} ${await response.text()}`);
}

const hasFiniteAnimationRunning = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
      ),
  );

export async function seriousAxeViolations(page: Page) {
  // A colour transition caught half-way (a button just enabled) is not the colour a person reads.
  // Polled from Node, because page.clock may have frozen the page's own timers.
  for (let attempt = 0; attempt < 40 && (await hasFiniteAnimationRunning(page)); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
