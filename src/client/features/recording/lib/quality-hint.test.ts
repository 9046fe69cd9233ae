import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { recordingQuality } from '../../../../core/recording/quality.ts';
import { qualityHint } from './quality-hint.ts';

describe('qualityHint agrees with the grading', () => {
  it.each([15, 16, 19.9])('warns at %s s, which a large recording still grades poor', (seconds) => {
    expect(recordingQuality({ durationS: seconds, sizeBytes: 1_000_000 })).toBe('poor');
    expect(qualityHint(seconds)).toBe(MESSAGES.RECORDING_UNDER_GOOD);
  });

  it.each([20, 34.9])('says good at %s s', (seconds) => {
    expect(recordingQuality({ durationS: seconds, sizeBytes: 1_000_000 })).toBe('good');
    expect(qualityHint(seconds)).toBe(MESSAGES.RECORDING_UNDER_EXCELLENT);
  });

  it('says nothing more once excellent', () => {
    expect(qualityHint(35)).toBeNull();
  });
});
