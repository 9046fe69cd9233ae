import type { AudioFormat } from './audio-format.ts';
import { decodeAudio } from './decode-audio.ts';
import { median } from './downsample.ts';
import { measurePitchHz } from './measure-pitch.ts';
import { measureSyllableRate } from './measure-speaking-rate.ts';

export type Recording = { format: AudioFormat; bytes: Uint8Array };

export type VoiceMeasurement = {
  pitchHz: number | null;
  syllablesPerSecond: number | null;
  measuredRecordings: number;
  // Recordings that could not be decoded; the match then falls back to defaults for what is missing.
  failedRecordings: number;
};

const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

// The speaker's median pitch and speaking rate across their recordings (DESIGN §1 voice match).
export async function measureVoice(recordings: readonly Recording[]): Promise<VoiceMeasurement> {
  const pitches: number[] = [];
  const rates: number[] = [];
  let failedRecordings = 0;
  for (const recording of recordings) {
    try {
      const pcm = await decodeAudio(recording.bytes, recording.format);
      const pitch = measurePitchHz(pcm);
      const rate = measureSyllableRate(pcm);
      if (pitch !== null) pitches.push(pitch);
      if (rate !== null) rates.push(rate);
    } catch {
      failedRecordings += 1;
    }
  }
  return {
    pitchHz: round(median(pitches), 1),
    syllablesPerSecond: round(median(rates), 2),
    measuredRecordings: recordings.length - failedRecordings,
    failedRecordings,
  };
}
