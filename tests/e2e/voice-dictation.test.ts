import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import {
  failNextSpeechStart,
  failSpeech,
  installFakeSpeechRecognition,
  isRecognizerListening,
  playSpeech,
  recognizerStarts,
} from './support/fake-speech-recognition.ts';
import { expectFocused } from './support/focus.ts';
import { setUpBrowserSuite } from './support/suite.ts';

// spec §4/§7/§8 speech recognition, through the landing page's dictation button.
const suite = setUpBrowserSuite();
const POLL = { timeout: 15_000 };

const original = (page: Page) => page.getByRole('textbox', { name: 'Original message' });
const micButton = (page: Page) => page.getByRole('button', { name: /Dictate your message|Stop dictation/ });

async function openWithFakeSpeech() {
  const page = await suite.newPage();
  await installFakeSpeechRecognition(page);
  await page.goto('/');
  await original(page).waitFor();
  return page;
}

async function startDictation(page: Page) {
  await page.getByRole('button', { name: 'Dictate your message' }).click();
  await page.getByRole('button', { name: 'Stop dictation' }).waitFor();
}

describe('dictation (spec §4, §7)', () => {
  it('listens continuously in en-US with interim results, and toggles off', async () => {
    const page = await openWithFakeSpeech();
    await original(page).fill('Hi Sam,');
    await startDictation(page);
    await expect(recognizerStarts(page)).resolves.toEqual([
      { continuous: true, interimResults: true, lang: 'en-US' },
    ]);
    await expect(micButton(page).getAttribute('aria-pressed')).resolves.toBe('true');

    await playSpeech(page, [{ transcript: 'could you look at', isFinal: false }]);
    await expect.poll(() => original(page).inputValue(), POLL).toBe('Hi Sam, could you look at');
    await playSpeech(page, [
      { transcript: 'could you look at the draft', isFinal: true },
      { transcript: ' when you can', isFinal: false },
    ]);
    await expect
      .poll(() => original(page).inputValue(), POLL)
      .toBe('Hi Sam, could you look at the draft when you can');

    await micButton(page).click();
    await page.getByRole('button', { name: 'Dictate your message' }).waitFor();
    await expect(isRecognizerListening(page)).resolves.toBe(false);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  });

  it('is hidden where the browser has no speech recognition', async () => {
    const page = await suite.newPage();
    await page.addInitScript(() => {
      Object.assign(window, { SpeechRecognition: undefined, webkitSpeechRecognition: undefined });
    });
    await page.goto('/');
    await original(page).waitFor();
    await expect(micButton(page).count()).resolves.toBe(0);
  });
});

describe('speech recognition errors (spec §8)', () => {
  it.each([
    ['not-allowed', MESSAGES.SR_NOT_ALLOWED],
    ['no-speech', MESSAGES.SR_NO_SPEECH],
    ['network', MESSAGES.SR_NETWORK],
    ['bad-grammar', MESSAGES.SR_OTHER],
  ])('%s shows its message and ends listening', async (code, message) => {
    const page = await openWithFakeSpeech();
    await startDictation(page);
    await failSpeech(page, code);
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    await expect(micButton(page).getAttribute('aria-pressed')).resolves.toBe('false');
  });

  // Issue 25: where the browser has no speech service (or no microphone), it says this browser
  // can't dictate, not a generic error, and offers typing instead.
  it.each(['service-not-allowed', 'language-not-supported', 'audio-capture'])(
    '%s says this browser cannot dictate and offers typing',
    async (code) => {
      const page = await openWithFakeSpeech();
      await startDictation(page);
      await failSpeech(page, code);
      await page.getByRole('alert').filter({ hasText: MESSAGES.SR_UNAVAILABLE }).waitFor();
      await page.getByRole('button', { name: MESSAGES.TYPE_INSTEAD }).click();
      await expectFocused(original(page));
    },
  );

  it('aborted says nothing', async () => {
    const page = await openWithFakeSpeech();
    await startDictation(page);
    await failSpeech(page, 'aborted');
    await page.getByRole('button', { name: 'Dictate your message' }).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  });

  it('a failed start asks to check the microphone permissions', async () => {
    const page = await openWithFakeSpeech();
    await failNextSpeechStart(page);
    await page.getByRole('button', { name: 'Dictate your message' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.SR_START_FAILED }).waitFor();
    await expect(micButton(page).getAttribute('aria-pressed')).resolves.toBe('false');
  });
});
