import { describe, expect, it } from 'vitest';
import { levelFromSamples } from './use-input-level.ts';

describe('levelFromSamples', () => {
  it('is 0 for silence and 1 for a full-scale signal', () => {
    expect(levelFromSamples(new Float32Array(512))).toBe(0);
    expect(levelFromSamples(new Float32Array(512).fill(1))).toBe(1);
  });

  it('maps -30 dB to the middle of the meter', () => {
    const rms = 10 ** (-30 / 20);
    expect(levelFromSamples(new Float32Array(512).fill(rms))).toBeCloseTo(0.5, 5);
  });

  it('grows with loudness', () => {
    const quiet = levelFromSamples(new Float32Array(512).fill(0.01));
    const loud = levelFromSamples(new Float32Array(512).fill(0.3));
    expect(loud).toBeGreaterThan(quiet);
  });
});
