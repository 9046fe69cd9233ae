import { recordingQuality } from '../../../../core/recording/quality.ts';
import type { RecordingQuality } from '../../../../core/schemas.ts';
import type { RecordedAudio } from '../../recording/hooks/use-recorder.ts';

// spec §3 Recorded sample: id, blob, duration in seconds and quality (the url is made where it plays).
export type RecordedSample = {
  id: string;
  blob: Blob;
  durationS: number;
  sizeBytes: number;
  quality: RecordingQuality;
};

let sampleCount = 0;

export function toRecordedSample(audio: RecordedAudio): RecordedSample {
  sampleCount += 1;
  return {
    id: `sample-${sampleCount}`,
    blob: audio.blob,
    durationS: audio.durationS,
    sizeBytes: audio.sizeBytes,
    quality: recordingQuality(audio),
  };
}
