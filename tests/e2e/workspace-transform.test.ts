import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import {
  MAX_INSIGHT_CARDS,
  WORKSPACE_ANALYSIS_DEBOUNCE_MS,
  WORKSPACE_GENERATION_DEBOUNCE_MS,
} from '../../src/core/constants.ts';
import { TONES } from '../../src/core/schemas.ts';
import { findTaskType } from '../../src/core/task-types.ts';
import { isTransformRequest, recordTransformRequests, setUpBrowserSuite } from './support/suite.ts';
import {
  generatedMessage,
  messageBox,
  openWorkspace,
  pauseClock,
  resumeClock,
  START,
  selectTask,
  settle,
} from './support/workspace-page.ts';

const suite = setUpBrowserSuite();
const HARSH = 'I need the Q3 report ASAP. You were supposed to send it yesterday.';

// The task form of "Write an Email" with the page's clock paused, so each test moves time by hand.
async function openTaskWithPausedClock() {
  const { page } = await openWorkspace(suite, { withClock: true });
  await selectTask(page, 'Write an Email');
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
  return page;
}

const originalScore = (page: Page) => page.getByTestId('original-score');

describe('transform workspace automatic behaviour (spec §4)', () => {
  // The original is analysed in the browser by core's rules (no request to observe), so this test
  // watches the DOM: no score before 300 ms of quiet, a score right at 300 ms.
  it('analyses the original 300 ms after a change and rewrites it 1 s after, never before', async () => {
    const page = await openTaskWithPausedClock();
    const requests = recordTransformRequests(page);

    await messageBox(page).fill(HARSH);
    await settle(page);
    await page.clock.runFor(WORKSPACE_ANALYSIS_DEBOUNCE_MS - 1);
    await settle(page);
    expect(await originalScore(page).count()).toBe(0);
    await page.clock.runFor(1);
    await originalScore(page).waitFor();
    await expect(page.getByTestId('original-analysis').textContent()).resolves.toContain(
      MESSAGES.ISSUE_PRESSURE,
    );

    await page.clock.runFor(WORKSPACE_GENERATION_DEBOUNCE_MS - WORKSPACE_ANALYSIS_DEBOUNCE_MS - 1);
    await settle(page);
    expect(requests).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => requests).toEqual([HARSH]);
    await resumeClock(page);
    await expect.poll(() => generatedMessage(page).textContent()).not.toMatch(/ASAP/);
    await page.clock.runFor(5 * WORKSPACE_GENERATION_DEBOUNCE_MS);
    await settle(page);
    await expect.poll(() => requests).toHaveLength(1);
  });

  it('restarts both waits on every keystroke', async () => {
    const page = await openTaskWithPausedClock();
    const requests = recordTransformRequests(page);
    await messageBox(page).fill('Send the deck');
    await settle(page);
    await page.clock.runFor(WORKSPACE_ANALYSIS_DEBOUNCE_MS - 50);
    await messageBox(page).fill('Send the deck ASAP');
    await settle(page);
    await page.clock.runFor(WORKSPACE_ANALYSIS_DEBOUNCE_MS - 50);
    await settle(page);
    expect(await originalScore(page).count()).toBe(0);
    await page.clock.runFor(WORKSPACE_GENERATION_DEBOUNCE_MS);
    await expect.poll(() => requests).toEqual(['Send the deck ASAP']);
  });

  it('rewrites again 1 s after a tone, intent or persona change', async () => {
    const page = await openTaskWithPausedClock();
    await messageBox(page).fill(HARSH);
    await settle(page);
    await page.clock.runFor(WORKSPACE_GENERATION_DEBOUNCE_MS);
    await resumeClock(page);
    await generatedMessage(page).waitFor();
    await pauseClock(page);
    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (isTransformRequest(request)) sent.push(request.postDataJSON());
    });

    await page.getByLabel('Intent').selectOption('follow-up');
    await settle(page);
    await page.clock.runFor(WORKSPACE_GENERATION_DEBOUNCE_MS - 1);
    await settle(page);
    expect(sent).toEqual([]);
    await page.clock.runFor(1);
    await expect
      .poll(() => sent)
      .toEqual([expect.objectContaining({ intent: 'follow-up', tone: 'supportive' })]);

    await page.getByRole('button', { name: 'Advanced Settings' }).click();
    await page.getByLabel('Audience persona').selectOption('manager-rsd');
    await page.clock.runFor(WORKSPACE_GENERATION_DEBOUNCE_MS);
    await expect
      .poll(() => sent.at(-1))
      .toEqual(expect.objectContaining({ persona: 'manager-rsd', taskType: 'write-email' }));
  });

  it('clears the analysis and the rewrite when the message is emptied', async () => {
    const page = await openTaskWithPausedClock();
    await messageBox(page).fill(HARSH);
    await settle(page);
    await page.clock.runFor(WORKSPACE_GENERATION_DEBOUNCE_MS);
    await resumeClock(page);
    await generatedMessage(page).waitFor();
    await messageBox(page).fill('');
    await settle(page);
    expect(await generatedMessage(page).count()).toBe(0);
    expect(await originalScore(page).count()).toBe(0);
    expect(await page.getByTestId('insight-card').count()).toBe(0);
  });

  it('never lets a stale answer overwrite a newer one', async () => {
    const page = await openTaskWithPausedClock();
    const held: Route[] = [];
    await page.route('**/api/transform', async (route) => {
      const body = route.request().postDataJSON() as { originalMessage: string };
      if (body.originalMessage.startsWith('First')) held.push(route);
      else await route.continue();
    });
    await messageBox(page).fill('First draft: you must reply today');
    await settle(page);
    await page.clock.runFor(WORKSPACE_GENERATION_DEBOUNCE_MS);
    await expect.poll(() => held.length).toBe(1);
    await messageBox(page).fill('Second draft: could you reply by Friday?');
    await settle(page);
    await page.clock.runFor(WORKSPACE_GENERATION_DEBOUNCE_MS);
    await resumeClock(page);
    await expect.poll(() => generatedMessage(page).textContent()).toContain('Friday');
    const newer = await generatedMessage(page).textContent();
    // Answering the first request now (the browser may have aborted it) must change nothing.
    await held[0]?.fulfill({ json: { ...staleResult(), generatedMessage: 'STALE ANSWER' } }).catch(() => {});
    await settle(page);
    expect(await generatedMessage(page).textContent()).toBe(newer);
  });
});

describe('transform workspace actions (spec §2, §5)', () => {
  it('asks for a message when Transform is pressed with a blank one, by button or Ctrl+Enter', async () => {
    const { page } = await openWorkspace(suite);
    await selectTask(page, 'Schedule a Meeting');
    await page.getByRole('button', { name: 'Transform' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(MESSAGES.MESSAGE_REQUIRED);
    await messageBox(page).fill('Meet me tomorrow');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await messageBox(page).fill('   ');
    await messageBox(page).press('Control+Enter');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(MESSAGES.MESSAGE_REQUIRED);
  });

  it("fills the message from each of the type's two examples", async () => {
    const { page } = await openWorkspace(suite);
    await selectTask(page, 'Compose from Notes');
    for (const [index, example] of findTaskType('compose-from-notes')?.examples.entries() ?? []) {
      await page.getByRole('button', { name: new RegExp(`^Example ${index + 1}`) }).click();
      await expect(messageBox(page).inputValue()).resolves.toBe(example);
    }
  });

  it('gives a different rewrite for each tone, with Transform and with Ctrl+Enter', async () => {
    const { page } = await openWorkspace(suite);
    await selectTask(page, 'Write an Email');
    await messageBox(page).fill(HARSH);
    const outputs = new Map<string, string>();
    for (const [index, tone] of TONES.entries()) {
      await page.getByLabel('Tone').selectOption(tone);
      const answer = page.waitForResponse(
        (response) =>
          isTransformRequest(response.request()) && response.request().postDataJSON().tone === tone,
      );
      if (index % 2 === 0) await page.getByRole('button', { name: 'Transform' }).click();
      else await messageBox(page).press('Control+Enter');
      const body = (await (await answer).json()) as { generatedMessage: string };
      await expect.poll(() => generatedMessage(page).textContent()).toBe(body.generatedMessage);
      outputs.set(tone, body.generatedMessage);
    }
    expect(new Set(outputs.values()).size).toBe(TONES.length);
  });

  it(`shows the score, copy, a voice-note button and at most ${MAX_INSIGHT_CARDS} insight cards`, async () => {
    const { page } = await openWorkspace(suite);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await selectTask(page, 'Write an Email');
    // Trips the pressure, emotional, demanding, structure, questions and specifics insights.
    await messageBox(page).fill(
      'URGENT!!! You must fix the stuff, I am frustrated and angry about this mistake and it cannot wait. Why? What? How?',
    );
    await page.getByRole('button', { name: 'Transform' }).click();
    await generatedMessage(page).waitFor();
    const cards = page.getByTestId('insight-card');
    await expect.poll(() => cards.count()).toBe(MAX_INSIGHT_CARDS);
    await expect(cards.first().textContent()).resolves.toContain('Pressure words');
    await expect(page.getByText(/Rewrite score: \d+/).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Generate Voice Note' }).isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText(MESSAGES.COPIED).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await generatedMessage(page).textContent());
  });
});

function staleResult() {
  return {
    explanation: 'stale',
    warnings: [],
    analysis: {
      issues: [],
      strengths: [],
      severity: 'low',
      cognitiveLoad: 'low',
      score: 99,
      recommendations: [],
      findings: [],
    },
  };
}
