// Writes tests/fixtures/speech-sample.wav: about 25 s of offline-engine speech, 16-bit mono 48 kHz,
// the format Chromium's fake microphone plays best (DESIGN §6). The browser tests record it as a
// voice sample. Deterministic: the same engine always writes the same file.
//   node --import tsx scripts/make-speech-fixture.ts
import { writeFileSync } from 'node:fs';
import { prepareSpeech } from '../src/core/speech/prepare-speech.ts';
import { encodeWav } from '../src/server/speech/analysis/decode-wav.ts';
import { createEspeakEngine } from '../src/server/speech/engines/espeak-engine.ts';
import { resampleLinear } from '../src/server/speech/pcm/resample.ts';
import { renderSpeechPcm } from '../src/server/speech/render-speech.ts';
import {
  SPEECH_FIXTURE_PATH,
  SPEECH_FIXTURE_RATE_HZ,
  SPEECH_FIXTURE_SCRIPT,
  SPEECH_FIXTURE_SPEAKER,
} from '../tests/voice/speech-fixture.ts';

const engine = await createEspeakEngine();
const pcm = renderSpeechPcm(prepareSpeech(SPEECH_FIXTURE_SCRIPT), engine, SPEECH_FIXTURE_SPEAKER);
const wav = encodeWav(resampleLinear({ samples: pcm, sampleRate: engine.sampleRate }, SPEECH_FIXTURE_RATE_HZ));
writeFileSync(SPEECH_FIXTURE_PATH, wav);
console.log(`wrote ${SPEECH_FIXTURE_PATH}: ${(pcm.length / engine.sampleRate).toFixed(1)} s, ${wav.length} bytes`);
