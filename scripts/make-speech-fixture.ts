// Writes tests/fixtures/speech-sample.wav: about 25 s of offline-engine speech, 16-bit mono 48 kHz,
// the format Chromium's fake microphone plays best (DESIGN §6). The browser tests record it as a
// voice sample. Deterministic: the same engine always writes the same file.
// With --webm it also records the first seconds through Chromium's MediaRecorder, giving a real
// browser WebM/Opus file for the decoder tests (needs /usr/bin/chromium or CHROMIUM_PATH).
//   node --import tsx scripts/make-speech-fixture.ts [--webm]
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { prepareSpeech } from '../src/core/speech/prepare-speech.ts';
import { encodeWav } from '../src/server/speech/analysis/decode-wav.ts';
import { createFliteEngine } from '../src/server/speech/engines/flite/flite-engine.ts';
import { resampleLinear } from '../src/server/speech/pcm/resample.ts';
import { renderSpeechPcm } from '../src/server/speech/render-speech.ts';
import {
  SPEECH_FIXTURE_PATH,
  SPEECH_FIXTURE_RATE_HZ,
  SPEECH_FIXTURE_SCRIPT,
  SPEECH_FIXTURE_SPEAKER,
  WEBM_FIXTURE_PATH,
  WEBM_FIXTURE_SECONDS,
} from '../tests/voice/speech-fixture.ts';

async function writeWav() {
  // The committed fixture was made with eSpeak NG before issue 14; a new one comes from flite's awb
  // voice moved to the fixture speaker's pitch.
  const engine = await createFliteEngine();
  const tuning = { voice: 'awb', pitchHz: SPEECH_FIXTURE_SPEAKER.pitchHz, durationStretch: 1 } as const;
  const pcm = renderSpeechPcm(prepareSpeech(SPEECH_FIXTURE_SCRIPT), engine, tuning);
  const wav = encodeWav(
    resampleLinear({ samples: pcm, sampleRate: engine.sampleRate }, SPEECH_FIXTURE_RATE_HZ),
  );
  writeFileSync(SPEECH_FIXTURE_PATH, wav);
  console.log(
    `wrote ${SPEECH_FIXTURE_PATH}: ${(pcm.length / engine.sampleRate).toFixed(1)} s, ${wav.length} bytes`,
  );
}

async function recordWebm() {
  // getUserMedia needs a secure context; http://127.0.0.1 is one.
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<title>fixture</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${SPEECH_FIXTURE_PATH}%noloop`,
    ],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const base64 = await page.evaluate(async (seconds) => {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1 } });
      const recorder = new MediaRecorder(stream, { mimeType: 'audio/webm;codecs=opus' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      recorder.start(1000);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      await new Promise((resolve) => {
        recorder.onstop = resolve;
        recorder.stop();
      });
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
    }, WEBM_FIXTURE_SECONDS);
    const webm = Buffer.from(base64, 'base64');
    writeFileSync(WEBM_FIXTURE_PATH, webm);
    console.log(`wrote ${WEBM_FIXTURE_PATH}: ${webm.length} bytes`);
  } finally {
    await browser.close();
    server.close();
  }
}

await writeWav();
if (process.argv.includes('--webm')) await recordWebm();
