import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

// A real Chromium recording of the speech sample (webm/opus), so the server measures real audio.
const RECORDING = readFileSync(resolve(import.meta.dirname, '../../fixtures/speech-sample-chromium.webm'));
// About what Chromium's MediaRecorder writes per second of speech.
export const FAKE_RECORDING_BYTES_PER_S = 16_000;

// Replaces MediaRecorder, before the page loads, with one that times itself on the page's clock
// (Playwright's fake clock in tests): stopped after N seconds it hands over the real recording,
// padded with a Matroska Void element to N seconds' worth of bytes. A recording's length and size
// then come from the clock the test controls, not from 20-35 real seconds of waiting, and a busy
// machine cannot make it smaller. The microphone itself stays Chromium's fake device.
export async function installFakeRecorder(page: Page) {
  await page.addInitScript(
    ({ base64, bytesPerS }) => {
      const recording = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

      // EBML Void (0xEC) with an 8-byte size: readers skip it, so the file stays valid.
      function padded(totalBytes: number) {
        // A quiet take holds fewer bytes than the sample itself: its start, cut short (spec §5
        // grades by size; poor takes are never uploaded).
        if (totalBytes < recording.length + 9)
          return new Blob([recording.slice(0, totalBytes)], { type: 'audio/webm;codecs=opus' });
        const padding = Math.max(0, totalBytes - recording.length - 9);
        const header = new Uint8Array(9);
        header[0] = 0xec;
        header[1] = 0x01;
        let size = padding;
        for (let index = 8; index >= 2; index--) {
          header[index] = size % 256;
          size = Math.floor(size / 256);
        }
        return new Blob([recording, header, new Uint8Array(padding)], { type: 'audio/webm;codecs=opus' });
      }

      class FakeMediaRecorder extends EventTarget {
        static isTypeSupported(type: string) {
          return type.startsWith('audio/webm');
        }
        readonly mimeType = 'audio/webm;codecs=opus';
        state: 'inactive' | 'recording' = 'inactive';
        ondataavailable: ((event: { data: Blob }) => void) | null = null;
        onstop: (() => void) | null = null;
        private startedAt = 0;
        constructor(readonly stream: MediaStream) {
          super();
        }
        start() {
          this.state = 'recording';
          this.startedAt = Date.now();
        }
        requestData() {}
        stop() {
          if (this.state === 'inactive') return;
          this.state = 'inactive';
          const seconds = (Date.now() - this.startedAt) / 1000;
          // A test may make the takes quiet (few bytes per second): setFakeRecordingBytesPerS.
          const rate = (window as unknown as { __fakeRecordingBytesPerS?: number }).__fakeRecordingBytesPerS;
          const data = padded(Math.round(seconds * (rate ?? bytesPerS)));
          // A microtask, not a timer: a paused fake clock must not hold the recording back.
          queueMicrotask(() => {
            this.ondataavailable?.({ data });
            this.onstop?.();
          });
        }
      }
      Object.assign(window, { MediaRecorder: FakeMediaRecorder });
    },
    { base64: RECORDING.toString('base64'), bytesPerS: FAKE_RECORDING_BYTES_PER_S },
  );
}

// Makes the next takes carry this many bytes per second: a small figure is a quiet take, long
// enough yet graded poor by size (spec §5).
export function setFakeRecordingBytesPerS(page: Page, bytesPerS: number | null) {
  return page.evaluate((rate) => {
    Object.assign(window, { __fakeRecordingBytesPerS: rate ?? undefined });
  }, bytesPerS);
}
