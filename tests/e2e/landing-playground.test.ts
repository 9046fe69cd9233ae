import { readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { COPIED_INDICATOR_MS, PLAYGROUND_DEBOUNCE_MS } from '../../src/core/constants.ts';
import { signInThroughApi } from './support/sign-in.ts';
import { isTransformRequest, recordTransformRequests, setUpBrowserSuite } from './support/suite.ts';
import { settle } from './support/workspace-page.ts';

const suite = setUpBrowserSuite();
// Vitest polls for 1 s by default; a loaded 2-core machine needs longer.
const POLL = { timeout: 15_000 };
const START = new Date('2026-03-02T09:00:00Z');

// A page whose timers run on Playwright's clock. Loads the landing page, waits for the first
// scenario's rewrite, then pauses time so each test moves it forward by hand.
async function openWithPausedClock(page: Page) {
  await page.clock.install({ time: START });
  await page.goto('/');
  await page.getByTestId('optimized-message').waitFor();
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

const original = (page: Page) => page.getByRole('textbox', { name: 'Original message' });

// TanStack Query delivers results through setTimeout(0), so with time paused a test reading the
// screen moves the clock on a little each time it looks.
function readTicking<T>(page: Page, read: () => Promise<T>) {
  return async () => {
    await page.clock.runFor(50);
    return read();
  };
}

describe('live playground automatic behaviour (spec §4)', () => {
  it('rewrites once, 1 s after the last edit, never before', async () => {
    const page = await suite.newPage();
    await openWithPausedClock(page);
    const requests = recordTransformRequests(page);
    const output = page.getByTestId('optimized-message');
    const firstRewrite = await output.textContent();

    await original(page).fill('Need the slides ASAP');
    await page.clock.runFor(PLAYGROUND_DEBOUNCE_MS / 2);
    await original(page).fill('Need the slides ASAP, it is urgent');
    await page.clock.runFor(PLAYGROUND_DEBOUNCE_MS - 100);
    await settle(page);
    expect(requests).toEqual([]);

    await page.clock.runFor(200);
    await expect.poll(() => requests, POLL).toEqual(['Need the slides ASAP, it is urgent']);
    await expect
      .poll(
        readTicking(page, () => output.textContent()),
        POLL,
      )
      .not.toBe(firstRewrite);
    await expect(output.textContent()).resolves.not.toMatch(/ASAP|urgent/i);
    await page.clock.runFor(5 * PLAYGROUND_DEBOUNCE_MS);
    await settle(page);
    await expect.poll(() => requests, POLL).toHaveLength(1);
  });

  it('re-runs the rewrite when an option changes', async () => {
    const page = await suite.newPage();
    await openWithPausedClock(page);
    const requests: unknown[] = [];
    page.on('request', (request) => {
      if (isTransformRequest(request)) requests.push(request.postDataJSON());
    });
    await page.getByLabel('Tone').selectOption('direct');
    await settle(page);
    expect(requests).toEqual([]);
    await page.clock.runFor(PLAYGROUND_DEBOUNCE_MS);
    await expect
      .poll(() => requests, POLL)
      .toEqual([expect.objectContaining({ tone: 'direct', intent: 'ask' })]);
  });

  it('never lets a stale answer overwrite a newer one', async () => {
    const page = await suite.newPage();
    await openWithPausedClock(page);
    const held: Route[] = [];
    await page.route('**/api/transform', async (route) => {
      const body = route.request().postDataJSON() as { originalMessage: string };
      if (body.originalMessage.startsWith('First')) held.push(route);
      else await route.fulfill({ json: rewriteOf('second answer') });
    });
    await original(page).fill('First draft, you must reply');
    await page.clock.runFor(PLAYGROUND_DEBOUNCE_MS);
    await expect.poll(() => held.length, POLL).toBe(1);
    await original(page).fill('Second draft, no rush');
    await page.clock.runFor(PLAYGROUND_DEBOUNCE_MS);
    const output = page.getByTestId('optimized-message');
    await expect
      .poll(
        readTicking(page, () => output.textContent()),
        POLL,
      )
      .toBe('second answer');
    // The first request was aborted by the browser; answering it now must change nothing.
    await held[0]?.fulfill({ json: rewriteOf('stale answer') }).catch(() => {});
    await page.clock.runFor(PLAYGROUND_DEBOUNCE_MS);
    await settle(page);
    await page.clock.runFor(PLAYGROUND_DEBOUNCE_MS);
    await expect(output.textContent()).resolves.toBe('second answer');
  });

  it('clears the analysis and the output when the message is emptied', async () => {
    const page = await suite.newPage();
    await openWithPausedClock(page);
    const requests = recordTransformRequests(page);
    await original(page).fill('');
    await expect.poll(() => page.getByTestId('optimized-message').count(), POLL).toBe(0);
    await expect(page.getByText('Detected issues').count()).resolves.toBe(0);
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    await expect(page.getByText('0 characters').count()).resolves.toBe(1);
    await page.clock.runFor(3 * PLAYGROUND_DEBOUNCE_MS);
    await settle(page);
    expect(requests).toEqual([]);
  });

  it('shows the generation failure calmly when the server fails', async () => {
    const page = await suite.newPage();
    await openWithPausedClock(page);
    await page.route('**/api/transform', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    await original(page).fill('Why is this late again?');
    await page.clock.runFor(PLAYGROUND_DEBOUNCE_MS);
    const failure = page.getByRole('alert').filter({ hasText: MESSAGES.GENERATION_FAILED });
    // One retry for a server error (lib/query-client.ts), then the calm failure message.
    await expect
      .poll(
        readTicking(page, () => failure.count()),
        POLL,
      )
      .toBe(1);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
  });
});

describe('optimized message actions', () => {
  it("copies the rewrite and shows 'Copied!' for 2 seconds", async () => {
    const page = await suite.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await openWithPausedClock(page);
    const rewrite = await page.getByTestId('optimized-message').textContent();
    await page.getByRole('button', { name: 'Copy' }).click();
    const copied = page.getByRole('button', { name: MESSAGES.COPIED });
    await copied.waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(rewrite);
    await page.clock.runFor(COPIED_INDICATOR_MS - 100);
    await settle(page);
    await expect(copied.count()).resolves.toBe(1);
    await page.clock.runFor(200);
    await copied.waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: 'Copy' }).count()).resolves.toBe(1);
  });
});

describe('voice note (spec §4 Generate Voice Note)', () => {
  it('plays and downloads an mp3 for a signed-in user', async () => {
    const page = await suite.newPage({ acceptDownloads: true });
    await signInThroughApi(page.context(), suite.server.url);
    await page.goto('/');
    await page.getByTestId('optimized-message').waitFor();
    const speech = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/speech');
    await page.getByRole('button', { name: 'Generate Voice Note' }).first().click();
    // spec §4: signed in without an active voice, the voice-note prompt asks first.
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with Default Voice' }).click();
    const response = await speech;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('audio/mpeg');
    await page.locator('audio').first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Voice Note (mp3)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^adhd-friendly-voice-note-\d+\.mp3$/);
    const bytes = readFileSync((await file.path()) ?? '');
    // An mp3 starts with an ID3 tag or an MPEG frame sync (11 set bits).
    const isMp3 =
      bytes.subarray(0, 3).toString('latin1') === 'ID3' ||
      (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);
    expect(isMp3).toBe(true);
  });
});

function rewriteOf(generatedMessage: string) {
  return {
    generatedMessage,
    explanation: 'test',
    warnings: [],
    analysis: {
      issues: [],
      strengths: [],
      severity: 'low',
      cognitiveLoad: 'low',
      score: 90,
      recommendations: [],
      findings: [],
    },
  };
}
