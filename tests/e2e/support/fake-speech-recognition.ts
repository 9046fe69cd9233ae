import type { Page } from 'playwright-core';

// Speech recognition needs Google's servers, so browser tests replace SpeechRecognition and
// webkitSpeechRecognition with a scripted stub (DESIGN §6). The page's code drives it exactly as
// it drives the real one; the test plays interim and final results and each error code.

export type SpokenResult = { transcript: string; isFinal: boolean };

// What the page asked the recognizer for, to check spec §7 (continuous, interim results, en-US).
export type RecognizerSettings = { continuous: boolean; interimResults: boolean; lang: string };

type FakeSpeechControl = {
  failNextStart: boolean;
  starts: RecognizerSettings[];
  isListening: boolean;
  play(results: SpokenResult[]): void;
  fail(code: string): void;
};

type FakeSpeechWindow = Window & { __fakeSpeech: FakeSpeechControl };

export async function installFakeSpeechRecognition(page: Page) {
  await page.addInitScript(() => {
    type Result = { transcript: string; isFinal: boolean };
    let active: FakeRecognition | null = null;

    class FakeRecognition {
      continuous = false;
      interimResults = false;
      lang = '';
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;

      start() {
        if (control.failNextStart) {
          control.failNextStart = false;
          throw new DOMException('recognition has already started', 'InvalidStateError');
        }
        control.starts.push({
          continuous: this.continuous,
          interimResults: this.interimResults,
          lang: this.lang,
        });
        active = this;
        control.isListening = true;
      }
      stop() {
        this.end();
      }
      abort() {
        this.end();
      }
      end() {
        if (active !== this) return;
        active = null;
        control.isListening = false;
        this.onend?.();
      }
    }

    // A SpeechRecognitionResultList lookalike: results[i][0].transcript, results[i].isFinal.
    const resultList = (results: Result[]) =>
      results.map((result) => Object.assign([{ transcript: result.transcript, confidence: 0.9 }], result));

    const control = {
      failNextStart: false,
      starts: [] as { continuous: boolean; interimResults: boolean; lang: string }[],
      isListening: false,
      play(results: Result[]) {
        active?.onresult?.({ results: resultList(results), resultIndex: 0 });
      },
      // As Chrome does: an error event, then the end of the session.
      fail(code: string) {
        const current = active;
        current?.onerror?.({ error: code, message: '' });
        current?.end();
      },
    };
    Object.assign(window, {
      __fakeSpeech: control,
      SpeechRecognition: FakeRecognition,
      webkitSpeechRecognition: FakeRecognition,
    });
  });
}

export function playSpeech(page: Page, results: SpokenResult[]) {
  return page.evaluate(
    (played) => (window as unknown as FakeSpeechWindow).__fakeSpeech.play(played),
    results,
  );
}

export function failSpeech(page: Page, code: string) {
  return page.evaluate((error) => (window as unknown as FakeSpeechWindow).__fakeSpeech.fail(error), code);
}

export function failNextSpeechStart(page: Page) {
  return page.evaluate(() => {
    (window as unknown as FakeSpeechWindow).__fakeSpeech.failNextStart = true;
  });
}

export function recognizerStarts(page: Page) {
  return page.evaluate(() => (window as unknown as FakeSpeechWindow).__fakeSpeech.starts);
}

export function isRecognizerListening(page: Page) {
  return page.evaluate(() => (window as unknown as FakeSpeechWindow).__fakeSpeech.isListening);
}
