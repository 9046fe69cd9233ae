import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { setUpBrowserSuite } from './support/suite.ts';
import {
  createActiveVoiceProfile,
  generatedMessage,
  messageBox,
  openWorkspace,
  selectTask,
} from './support/workspace-page.ts';

const suite = setUpBrowserSuite();
const VOICE_NOTE_FILE = /^adhd-friendly-voice-note-\d+\.mp3$/;

const isSpeechRequest = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/speech';

function recordSpeechRequests(page: Page) {
  const voices: string[] = [];
  page.on('request', (request) => {
    if (isSpeechRequest(request)) voices.push((request.postDataJSON() as { voice: string }).voice);
  });
  return voices;
}

// The audio element's state once the browser has decoded enough of the mp3 to know its length.
async function audioState(page: Page, testId?: string) {
  const audio = testId ? page.getByTestId(testId) : page.getByLabel('Voice note');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  return audio.evaluate((element: HTMLAudioElement) => ({
    duration: element.duration,
    paused: element.paused,
    error: element.error?.code ?? null,
  }));
}

async function rewriteSomething(page: Page) {
  await selectTask(page, 'Gentle Follow-Up');
  await messageBox(page).fill("You still haven't sent the slides. I asked on Monday. What's going on?");
  await page.getByRole('button', { name: 'Transform' }).click();
  await generatedMessage(page).waitFor();
}

describe('voice notes from the workspace (spec §4)', () => {
  it('speaks in the personal voice when one is active, and downloads a playable mp3', async () => {
    const { page } = await openWorkspace(suite);
    await createActiveVoiceProfile(page.context(), suite.server.url);
    await page.reload();
    await page
      .getByRole('button', { name: /personal voice active/ })
      .first()
      .waitFor();
    await expect(page.getByTestId('active-voice-dot').count()).resolves.toBe(2);
    const voices = recordSpeechRequests(page);
    await rewriteSomething(page);

    await page.getByRole('button', { name: 'Voice Note in My Voice' }).click();
    await page.getByTestId('voice-note-progress').waitFor();
    const state = await audioState(page);
    expect(voices).toEqual(['personal']);
    expect(state.error).toBeNull();
    expect(state.duration).toBeGreaterThan(0);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Voice Note (mp3)' }).click();
    expect((await download).suggestedFilename()).toMatch(VOICE_NOTE_FILE);
  });

  it('uses the same voice rule in the default playground', async () => {
    const { page } = await openWorkspace(suite);
    await createActiveVoiceProfile(page.context(), suite.server.url);
    await page.reload();
    await page.getByTestId('optimized-message').waitFor();
    const voices = recordSpeechRequests(page);
    await page.getByRole('button', { name: 'Voice Note in My Voice' }).click();
    expect((await audioState(page)).duration).toBeGreaterThan(0);
    expect(voices).toEqual(['personal']);
  });

  it('without an active voice, asks first and can continue with the default voice', async () => {
    const { page } = await openWorkspace(suite);
    await expect(page.getByTestId('active-voice-dot').count()).resolves.toBe(0);
    const voices = recordSpeechRequests(page);
    await rewriteSomething(page);

    await page.getByRole('button', { name: 'Generate Voice Note' }).click();
    const prompt = page.getByRole('dialog');
    await prompt.waitFor();
    expect(voices).toEqual([]);
    await prompt.getByRole('button', { name: /default voice/i }).click();
    const state = await audioState(page);
    expect(voices).toEqual(['default']);
    expect(state.duration).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Voice Note (mp3)' }).click();
    expect((await download).suggestedFilename()).toMatch(VOICE_NOTE_FILE);
  });
});

describe('voice-cloning info page (spec §2)', () => {
  it('opens from the banner, plays real voice samples as a toggle, and goes back', async () => {
    const { page } = await openWorkspace(suite);
    await selectTask(page, 'Clarify a Message');
    await messageBox(page).fill('What do you mean by the stuff?');
    await page.getByRole('button', { name: 'Learn More' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your calm messages, in your own voice' }).waitFor();
    expect(await page.getByRole('button', { name: 'Play Voice Sample' }).count()).toBe(2);

    const voices = recordSpeechRequests(page);
    const first = page.getByRole('button', { name: 'Play Voice Sample' }).first();
    await first.click();
    await expect.poll(() => first.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    const playing = await audioState(page, 'voice-sample-audio');
    expect(playing.duration).toBeGreaterThan(0);
    expect(playing.paused).toBe(false);
    expect(voices).toEqual(['default']);

    await first.click();
    await expect.poll(() => first.getAttribute('aria-pressed')).toBe('false');
    expect((await audioState(page, 'voice-sample-audio')).paused).toBe(true);
    await first.click();
    await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true');
    expect(voices).toEqual(['default']);

    await page.getByRole('button', { name: 'Back to App' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Learn More');
    // The message being written survived the visit.
    await expect(messageBox(page).inputValue()).resolves.toBe('What do you mean by the stuff?');
  });

  it('its call to action opens the voice setup when signed in', async () => {
    const { page } = await openWorkspace(suite);
    await page.getByRole('button', { name: 'Learn More' }).click();
    await page.getByRole('button', { name: 'Set Up My Voice' }).click();
    await expect(page.getByRole('dialog').getByRole('heading').first().textContent()).resolves.toMatch(
      /voice/i,
    );
  });

  it('its call to action opens sign-in when signed out', async () => {
    const page = await suite.newPage();
    // Signed out, any path but '/' shows the workspace (spec §2).
    await page.goto('/workspace');
    await page.getByRole('button', { name: 'Learn More' }).click();
    await page.getByRole('button', { name: 'Sign In to Set Up Your Voice' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await expect(dialog.getByLabel('Password').count()).resolves.toBe(1);
  });

  it("a visitor's voice settings show Sign In Required, which leads to sign-in (spec §6)", async () => {
    const page = await suite.newPage();
    await page.goto('/workspace');
    await page.getByRole('button', { name: /^Voice settings/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    await dialog.getByText(MESSAGES.SIGN_IN_TO_MANAGE_VOICES).waitFor();
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog').getByLabel('Password').waitFor();
  });
});
