import { readFileSync } from 'node:fs';
import { MPEGDecoder } from 'mpg123-decoder';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OFFLINE_VOICE_NAMES } from '../../src/core/speech/offline-voices.ts';
import { SPEECH_FIXTURE_PATH } from '../voice/speech-fixture.ts';
import { VIEWPORTS } from './support/browser.ts';
import { setUpBrowserSuite } from './support/suite.ts';
import { createActiveVoiceProfile, openWorkspace, seriousAxeViolations } from './support/workspace-page.ts';

const suite = setUpBrowserSuite();
const POLL = { timeout: 20_000 };
const VOICE_NOTE_FILE = /^adhd-friendly-voice-note-\d+\.mp3$/;
const shortName = (voice: keyof typeof OFFLINE_VOICE_NAMES) =>
  OFFLINE_VOICE_NAMES[voice].split(' · ')[0] ?? '';

type SpeechBody = { voice: string; style?: { voice: string; pace: string } };
function recordSpeechRequests(page: Page) {
  const bodies: SpeechBody[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/speech')
      bodies.push(request.postDataJSON() as SpeechBody);
  });
  return bodies;
}

const voiceButton = (page: Page) => page.getByRole('button', { name: /^Voice: / }).first();

async function openVoiceChoice(page: Page) {
  await voiceButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Voice for your notes' });
  await dialog.waitFor();
  return dialog;
}

// The element is playing real audio: enough decoded to play, and not paused.
async function waitUntilPlaying(audio: Locator) {
  await expect
    .poll(
      () => audio.evaluate((element: HTMLAudioElement) => element.readyState >= 2 && !element.paused),
      POLL,
    )
    .toBe(true);
}

async function noHorizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function decodeMp3(bytes: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const decoded = decoder.decode(bytes);
  decoder.free();
  return { errors: decoded.errors, seconds: decoded.samplesDecoded / decoded.sampleRate };
}

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
])('voice choice at %s width', (_label, viewport) => {
  it('lets a visitor preview each voice, choose one and a slower pace, and keeps it in this browser', async () => {
    const page = await suite.newPage({ viewport });
    await page.goto('/');
    await page.getByTestId('optimized-message').waitFor();
    await expect(voiceButton(page).textContent()).resolves.toContain(`Voice: ${shortName('rms')}`);

    const dialog = await openVoiceChoice(page);
    expect(await dialog.getByRole('radio').count()).toBe(4 + 2);
    await expect(dialog.getByRole('radio', { name: /Ray/ }).isChecked()).resolves.toBe(true);
    await expect(dialog.getByRole('radio', { name: 'Natural' }).isChecked()).resolves.toBe(true);
    expect(await noHorizontalOverflow(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const preview = page.getByTestId('voice-preview-audio');
    await dialog.getByRole('button', { name: 'Preview Sally' }).click();
    await waitUntilPlaying(preview);
    await expect(preview.evaluate((element: HTMLAudioElement) => element.src)).resolves.toContain(
      'voice=slt',
    );
    await dialog.getByRole('button', { name: 'Stop Sally' }).click();
    await dialog.getByRole('button', { name: 'Preview Sally' }).waitFor();
    await expect(preview.evaluate((element: HTMLAudioElement) => element.paused)).resolves.toBe(true);

    await dialog.getByRole('radio', { name: /Sally/ }).check();
    await dialog.getByRole('radio', { name: 'Slower' }).check();
    await dialog.getByRole('button', { name: 'Preview Alan' }).click();
    await waitUntilPlaying(preview);
    await expect(preview.evaluate((element: HTMLAudioElement) => element.src)).resolves.toContain(
      'pace=slower',
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(voiceButton(page).textContent()).resolves.toContain(`Voice: ${shortName('slt')}, slower`);

    await page.reload();
    await page.getByTestId('optimized-message').waitFor();
    await expect(voiceButton(page).textContent()).resolves.toContain(`Voice: ${shortName('slt')}, slower`);
  });

  it("keeps a signed-in user's choice in their profile and reads the note with it, streamed", async () => {
    const { page } = await openWorkspace(suite, { viewport });
    await page.getByTestId('optimized-message').waitFor();
    const dialog = await openVoiceChoice(page);
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith('/api/speech/preferences'),
    );
    await dialog.getByRole('radio', { name: /Alan/ }).check();
    expect((await saved).status()).toBe(200);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const stored = await page.request.get('/api/speech/preferences');
    expect(await stored.json()).toEqual({ voice: 'awb', pace: 'natural' });

    const bodies = recordSpeechRequests(page);
    await page.getByRole('button', { name: 'Generate Voice Note' }).first().click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /default voice/i })
      .click();
    const audio = page.getByLabel('Voice note');
    await audio.waitFor();
    expect(bodies).toEqual([
      expect.objectContaining({ voice: 'default', style: { voice: 'awb', pace: 'natural' } }),
    ]);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Voice Note (mp3)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(VOICE_NOTE_FILE);
    const mp3 = await decodeMp3(new Uint8Array(readFileSync(await file.path())));
    expect(mp3.errors).toEqual([]);
    // Played from a MediaSource while it arrived; the download is the same note as one mp3.
    const played = await audio.evaluate((element: HTMLAudioElement) => ({
      src: element.src,
      duration: element.duration,
      canStream: MediaSource.isTypeSupported('audio/mpeg'),
    }));
    expect(played.canStream).toBe(true);
    const href = await page.getByRole('link', { name: 'Download Voice Note (mp3)' }).getAttribute('href');
    expect(played.src).not.toBe(href);
    expect(Math.abs(played.duration - mp3.seconds)).toBeLessThan(0.3);
    expect(await noHorizontalOverflow(page)).toBe(true);
  });

  it('reads a note in the voice match made from recordings', async () => {
    const { page } = await openWorkspace(suite, { viewport });
    const form = new FormData();
    const wav = new Blob([readFileSync(SPEECH_FIXTURE_PATH)], { type: 'audio/wav' });
    form.append('name', 'My Personal Voice');
    form.append('description', 'Recorded for the test');
    form.append('consent', 'true');
    for (const index of [1, 2]) {
      form.append('files', wav, `recording-${index}.wav`);
      form.append('durations', '27.5');
    }
    const cloned = await page.request.post('/api/voices/clone', {
      multipart: form,
      headers: { Origin: new URL(suite.server.url).origin },
    });
    expect(cloned.status()).toBe(201);
    await page.reload();
    await page.getByTestId('optimized-message').waitFor();

    const bodies = recordSpeechRequests(page);
    await page.getByRole('button', { name: 'Voice Note in My Voice' }).first().click();
    const audio = page.getByLabel('Voice note');
    await audio.waitFor();
    await page.getByRole('link', { name: 'Download Voice Note (mp3)' }).waitFor(POLL);
    expect(bodies.map((body) => body.voice)).toEqual(['personal']);
    await expect(audio.evaluate((element: HTMLAudioElement) => element.duration)).resolves.toBeGreaterThan(1);
  });
});

describe('voice match without measurements', () => {
  it('still reads the note when a profile has no measured settings', async () => {
    const { page } = await openWorkspace(suite);
    await createActiveVoiceProfile(page.context(), suite.server.url);
    await page.reload();
    await page.getByRole('button', { name: 'Voice Note in My Voice' }).first().click();
    await page.getByRole('link', { name: 'Download Voice Note (mp3)' }).waitFor(POLL);
  });
});
