import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { GOOD_RECORDING } from '../../../../core/constants.ts';
import { poorRecordingReason } from './poor-recording-reason.ts';

describe('poorRecordingReason', () => {
  it('names length when the take is too short, whatever its size', () => {
    expect(poorRecordingReason({ durationS: 17, sizeBytes: 1_000_000 })).toBe(MESSAGES.RECORDING_TOO_SHORT);
    expect(poorRecordingReason({ durationS: GOOD_RECORDING.seconds - 0.1, sizeBytes: 0 })).toBe(
      MESSAGES.RECORDING_TOO_SHORT,
    );
  });

  it('names the sound when the take is long enough but small', () => {
    expect(poorRecordingReason({ durationS: GOOD_RECORDING.seconds, sizeBytes: 10_000 })).toBe(
      MESSAGES.RECORDING_TOO_QUIET,
    );
  });
});
