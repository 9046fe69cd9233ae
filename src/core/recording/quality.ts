import { EXCELLENT_RECORDING, GOOD_RECORDING, MIN_GOOD_RECORDINGS } from '../constants.ts';
import type { RecordingQuality } from '../schemas.ts';

export type MeasuredRecording = { durationS: number; sizeBytes: number };

// spec §5 Recording quality: excellent needs ≥35 s and ≥140000 bytes, good ≥20 s and ≥80000 bytes,
// anything else is poor. Both figures must pass: a long silent file is small, a short loud one is short.
export function recordingQuality({ durationS, sizeBytes }: MeasuredRecording): RecordingQuality {
  if (durationS >= EXCELLENT_RECORDING.seconds && sizeBytes >= EXCELLENT_RECORDING.bytes) return 'excellent';
  if (durationS >= GOOD_RECORDING.seconds && sizeBytes >= GOOD_RECORDING.bytes) return 'good';
  return 'poor';
}

// spec §5: a clone needs at least 2 recordings that are not poor.
export function countUsableRecordings(recordings: readonly MeasuredRecording[]) {
  return recordings.filter((recording) => recordingQuality(recording) !== 'poor').length;
}

export function hasEnoughUsableRecordings(recordings: readonly MeasuredRecording[]) {
  return countUsableRecordings(recordings) >= MIN_GOOD_RECORDINGS;
}
