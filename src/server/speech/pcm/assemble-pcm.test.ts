import { describe, expect, it } from 'vitest';
import { assemblePcm, silenceSampleCount } from './assemble-pcm.ts';
import { trimSilence } from './trim-silence.ts';

const tone = (length: number, value = 0.5) => new Float32Array(length).fill(value);

describe('assemblePcm', () => {
  it('inserts exactly the requested number of silent samples between segments', () => {
    const sampleRate = 22_050;
    const pcm = assemblePcm(
      [
        { kind: 'audio', samples: tone(100) },
        { kind: 'silence', seconds: 0.5 },
        { kind: 'audio', samples: tone(50, -0.25) },
        { kind: 'silence', seconds: 0.3 },
        { kind: 'audio', samples: tone(10) },
      ],
      sampleRate,
    );
    const firstGap = Math.round(0.5 * sampleRate);
    const secondGap = Math.round(0.3 * sampleRate);
    expect(pcm.length).toBe(100 + firstGap + 50 + secondGap + 10);
    expect(pcm.subarray(100, 100 + firstGap).every((sample) => sample === 0)).toBe(true);
    expect(pcm[100 + firstGap]).toBe(-0.25);
    expect(pcm[100 + firstGap - 1]).toBe(0);
    const secondStart = 100 + firstGap + 50;
    expect(pcm.subarray(secondStart, secondStart + secondGap).every((sample) => sample === 0)).toBe(true);
    expect(pcm[secondStart + secondGap]).toBe(0.5);
  });

  it('rounds each pause to the nearest sample, so the total silence matches the spec pauses', () => {
    const sampleRate = 22_050;
    const pauses = [0.5, 0.3, 1.0, 0.4];
    const pcm = assemblePcm(
      pauses.map((seconds) => ({ kind: 'silence', seconds })),
      sampleRate,
    );
    expect(pcm.length).toBe(
      pauses.reduce((sum, seconds) => sum + silenceSampleCount(seconds, sampleRate), 0),
    );
    expect(pcm.length).toBe(Math.round(2.2 * sampleRate));
  });

  it('keeps the audio samples unchanged and in order', () => {
    const first = Float32Array.from([0.1, 0.2, 0.3]);
    const second = Float32Array.from([-0.1, -0.2]);
    const pcm = assemblePcm(
      [
        { kind: 'audio', samples: first },
        { kind: 'audio', samples: second },
      ],
      8000,
    );
    expect(Array.from(pcm)).toEqual(Array.from(Float32Array.from([0.1, 0.2, 0.3, -0.1, -0.2])));
  });
});

describe('trimSilence', () => {
  it('cuts leading and trailing near-silence but keeps quiet samples inside the segment', () => {
    const samples = Float32Array.from([0, 0.0001, 0.3, 0, 0.0005, -0.4, 0.001, 0]);
    expect(Array.from(trimSilence(samples))).toEqual(Array.from(Float32Array.from([0.3, 0, 0.0005, -0.4])));
  });

  it('returns an empty segment for pure silence', () => {
    expect(trimSilence(new Float32Array(10)).length).toBe(0);
  });
});
