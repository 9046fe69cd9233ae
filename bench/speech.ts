// npm run bench:speech: time to a complete mp3 for a 100-word message with the offline provider,
// cold (new worker thread, engine not loaded) and warm, and the real-time factor
// (processing time ÷ audio length; below 1 is faster than real time). Target: warm ≤ 0.5 s.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MPEGDecoder } from 'mpg123-decoder';
import { prepareSpeech } from '../src/core/speech/prepare-speech.ts';
import { createEspeakEngine } from '../src/server/speech/engines/espeak-engine.ts';
import { DEFAULT_TUNING } from '../src/server/speech/engines/speech-engine.ts';
import { createMp3EncoderForSpeech } from '../src/server/speech/mp3/mp3-encoder.ts';
import { renderSpeechPcm } from '../src/server/speech/render-speech.ts';
import { createSpeechWorker } from '../src/server/speech/worker/speech-worker-client.ts';

const WORDS = 100;
const WARM_RUNS = 15;
const TARGET_WARM_S = 0.5;

const repoRoot = resolve(import.meta.dirname, '..');
const corpus = readFileSync(resolve(repoRoot, '../shared/corpus/messages.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => (JSON.parse(line) as { text: string }).text);

// The first 100 words of the corpus messages, one message per line, as a rewrite would read.
function hundredWordMessage() {
  const lines: string[] = [];
  let count = 0;
  for (const text of corpus) {
    const words = text.split(/\s+/).slice(0, WORDS - count);
    lines.push(words.join(' '));
    count += words.length;
    if (count >= WORDS) break;
  }
  return lines.join('\n');
}

async function audioSeconds(mp3: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const decoded = decoder.decode(mp3);
  decoder.free();
  return decoded.samplesDecoded / decoded.sampleRate;
}

const seconds = (from: number) => (performance.now() - from) / 1000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const max = (values: number[]) => Math.max(...values);

const text = hundredWordMessage();
const parts = prepareSpeech(text);

// Through the worker thread, as the server runs it.
const worker = createSpeechWorker();
let started = performance.now();
const firstMp3 = await worker.run({ kind: 'speak', parts, tuning: DEFAULT_TUNING });
const coldS = seconds(started);
const audioS = await audioSeconds(firstMp3);
const warmTimes: number[] = [];
for (let run = 0; run < WARM_RUNS; run++) {
  started = performance.now();
  await worker.run({ kind: 'speak', parts, tuning: DEFAULT_TUNING });
  warmTimes.push(seconds(started));
}
await worker.close();

// The same work on this thread, split into its stages.
started = performance.now();
const [engine, encoder] = await Promise.all([createEspeakEngine(), createMp3EncoderForSpeech()]);
const loadS = seconds(started);
renderSpeechPcm(parts, engine, DEFAULT_TUNING);
const synthTimes: number[] = [];
const encodeTimes: number[] = [];
for (let run = 0; run < WARM_RUNS; run++) {
  started = performance.now();
  const pcm = renderSpeechPcm(parts, engine, DEFAULT_TUNING);
  synthTimes.push(seconds(started));
  started = performance.now();
  encoder.encode(pcm, engine.sampleRate);
  encodeTimes.push(seconds(started));
}

const warmS = median(warmTimes);
console.log(`Offline voice note (${engine.name}, ${engine.sampleRate} Hz mono, mp3 64 kbit/s)`);
console.log(
  `  message: ${text.split(/\s+/).length} words, ${parts.length} parts; audio ${audioS.toFixed(1)} s, mp3 ${firstMp3.length} bytes`,
);
console.log(`  cold (new worker thread, engine loaded on demand): ${coldS.toFixed(3)} s`);
console.log(`  warm, median of ${WARM_RUNS}: ${warmS.toFixed(3)} s (max ${max(warmTimes).toFixed(3)} s)`);
console.log(
  `  real-time factor, warm: ${(warmS / audioS).toFixed(4)} (${(audioS / warmS).toFixed(0)}× faster than real time)`,
);
console.log(
  `  stages on one thread: load ${loadS.toFixed(3)} s, synthesis ${median(synthTimes).toFixed(3)} s, mp3 encode ${median(encodeTimes).toFixed(3)} s`,
);
console.log(`  target warm ≤ ${TARGET_WARM_S} s: ${warmS <= TARGET_WARM_S ? 'met' : 'NOT met'}`);
