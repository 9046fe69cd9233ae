// npm run bench:voice: how intelligible each offline voice is (issue 14). Each voice speaks the
// sentences of voice-sentences.ts; Debian's pocketsphinx (general US English model, no grammar)
// transcribes them, and the word error rate is printed next to Festival's "slt" HTS voice as the
// reference, in the same run. Needs: apt-get install pocketsphinx pocketsphinx-en-us festival
// festvox-us-slt-hts (see README). Target: default voice ≤ max(1.5 × reference, reference + 5 points).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_SPEECH_STYLE,
  OFFLINE_VOICE_IDS,
  PACE_DURATION_STRETCH,
  SPEECH_PACES,
} from '../src/core/speech/offline-voices.ts';
import { prepareSpeech } from '../src/core/speech/prepare-speech.ts';
import { encodeWav } from '../src/server/speech/analysis/decode-wav.ts';
import { createFliteEngine } from '../src/server/speech/engines/flite/flite-engine.ts';
import { renderSpeechPcm } from '../src/server/speech/render-speech.ts';
import { spokenWords, wordErrors } from './spoken-words.ts';
import { VOICE_BENCH_SENTENCES } from './voice-sentences.ts';

const workDir = mkdtempSync(join(tmpdir(), 'calmly-bench-voice-'));
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

function transcribe(wavPath: string) {
  return run('pocketsphinx_continuous', ['-infile', wavPath, '-logfn', '/dev/null']).trim();
}

function score(label: string, wavFor: (sentence: string, index: number) => string) {
  let errors = 0;
  let words = 0;
  for (const [index, sentence] of VOICE_BENCH_SENTENCES.entries()) {
    const reference = spokenWords(sentence);
    errors += wordErrors(reference, spokenWords(transcribe(wavFor(sentence, index))));
    words += reference.length;
  }
  const wer = (100 * errors) / words;
  console.log(`  ${label.padEnd(28)} ${wer.toFixed(1).padStart(5)} %   (${errors} errors in ${words} words)`);
  return wer;
}

try {
  run('pocketsphinx_continuous', ['-h']);
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    console.error('bench:voice needs pocketsphinx and festival: see the README (Benchmarks).');
    process.exit(1);
  }
}

console.log(
  `Intelligibility: pocketsphinx word error rate over ${VOICE_BENCH_SENTENCES.length} sentences (lower is better)`,
);
const reference = score('Festival slt HTS (reference)', (sentence, index) => {
  const textPath = join(workDir, `reference-${index}.txt`);
  const wavPath = join(workDir, `reference-${index}.wav`);
  writeFileSync(textPath, sentence);
  run('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-F', '16000', textPath, '-o', wavPath]);
  return wavPath;
});

const engine = await createFliteEngine();
const results: Record<string, number> = {};
for (const voice of OFFLINE_VOICE_IDS) {
  for (const pace of SPEECH_PACES) {
    const tuning = { voice, pitchHz: null, durationStretch: PACE_DURATION_STRETCH[pace] };
    results[`${voice}:${pace}`] = score(`flite ${voice}, ${pace} pace`, (sentence, index) => {
      const wavPath = join(workDir, `${voice}-${pace}-${index}.wav`);
      const samples = renderSpeechPcm(prepareSpeech(sentence), engine, tuning);
      writeFileSync(wavPath, encodeWav({ samples, sampleRate: engine.sampleRate }));
      return wavPath;
    });
  }
}
rmSync(workDir, { recursive: true, force: true });

const target = Math.max(1.5 * reference, reference + 5);
const defaultWer = results[`${DEFAULT_SPEECH_STYLE.voice}:${DEFAULT_SPEECH_STYLE.pace}`] ?? Number.NaN;
console.log(
  `  target for the default voice (${DEFAULT_SPEECH_STYLE.voice}, ${DEFAULT_SPEECH_STYLE.pace}): ≤ ${target.toFixed(1)} %: ${defaultWer <= target ? 'met' : 'NOT met'}`,
);
