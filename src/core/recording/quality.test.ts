import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countUsableRecordings, hasEnoughUsableRecordings, recordingQuality } from './quality.ts';

describe('recordingQuality (spec §5)', () => {
  it.each([
    [35, 140_000, 'excellent'],
    [60, 500_000, 'excellent'],
    [34.9, 140_000, 'good'],
    [35, 139_999, 'good'],
    [20, 80_000, 'good'],
    [19.9, 80_000, 'poor'],
    [20, 79_999, 'poor'],
    [40, 10_000, 'poor'],
    [0, 0, 'poor'],
  ] as const)('%s s and %s bytes is %s', (durationS, sizeBytes, quality) => {
    expect(recordingQuality({ durationS, sizeBytes })).toBe(quality);
  });

  it('never gets worse when a recording is longer or larger', () => {
    const rank = { poor: 0, good: 1, excellent: 2 } as const;
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 120, noNaN: true }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.integer({ min: 0, max: 500_000 }),
        (durationS, sizeBytes, extraS, extraBytes) => {
          const before = rank[recordingQuality({ durationS, sizeBytes })];
          const after =
            rank[recordingQuality({ durationS: durationS + extraS, sizeBytes: sizeBytes + extraBytes })];
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });
});

describe('usable recordings (spec §5: at least 2 good ones)', () => {
  const good = { durationS: 25, sizeBytes: 100_000 };
  const excellent = { durationS: 40, sizeBytes: 200_000 };
  const poor = { durationS: 10, sizeBytes: 30_000 };

  it('counts good and excellent, not poor', () => {
    expect(countUsableRecordings([good, poor, excellent])).toBe(2);
    expect(countUsableRecordings([])).toBe(0);
  });

  it('needs two usable recordings', () => {
    expect(hasEnoughUsableRecordings([good, poor, poor])).toBe(false);
    expect(hasEnoughUsableRecordings([good, excellent])).toBe(true);
    expect(hasEnoughUsableRecordings([poor, poor, poor])).toBe(false);
  });
});
