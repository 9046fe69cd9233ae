import { z } from 'zod';
import { SPEECH_RATE } from '../../../core/constants.ts';
import { SYLLABLE_RATE_INTERCEPT, SYLLABLE_RATE_SLOPE } from './espeak-calibration.ts';
import {
  DEFAULT_TUNING,
  MAX_WORDS_PER_MINUTE,
  MIN_WORDS_PER_MINUTE,
  NORMAL_WORDS_PER_MINUTE,
  type VoiceTuning,
} from './speech-engine.ts';

// What an offline voice profile stores in voice_settings: the speaker's measurements, labelled
// as an approximation (DESIGN §1), not a clone.
export const VoiceMatchSettingsSchema = z.object({
  kind: z.literal('offline-voice-match'),
  isApproximation: z.literal(true),
  pitchHz: z.number().positive().nullable(),
  syllablesPerSecond: z.number().positive().nullable(),
  speakerWordsPerMinute: z.number().positive(),
});
export type VoiceMatchSettings = z.infer<typeof VoiceMatchSettingsSchema>;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

// The engine's own speech is measured with the same analyser, so the line from its calibration
// turns a speaker's syllable rate into the words per minute the engine needs to match it.
export function speakerWordsPerMinute(syllablesPerSecond: number | null) {
  if (syllablesPerSecond === null) return NORMAL_WORDS_PER_MINUTE;
  return Math.round((syllablesPerSecond - SYLLABLE_RATE_INTERCEPT) / SYLLABLE_RATE_SLOPE);
}

export function voiceMatchSettings(measured: {
  pitchHz: number | null;
  syllablesPerSecond: number | null;
}): VoiceMatchSettings {
  return {
    kind: 'offline-voice-match',
    isApproximation: true,
    pitchHz: measured.pitchHz,
    syllablesPerSecond: measured.syllablesPerSecond,
    speakerWordsPerMinute: clamp(
      speakerWordsPerMinute(measured.syllablesPerSecond),
      MIN_WORDS_PER_MINUTE,
      MAX_WORDS_PER_MINUTE,
    ),
  };
}

// spec §9 speech rate 0.9 applies to the matched voice too: the note is a little slower than the
// speaker's own pace.
export function tuningFromVoiceSettings(settings: unknown): VoiceTuning {
  const parsed = VoiceMatchSettingsSchema.safeParse(settings);
  if (!parsed.success) return DEFAULT_TUNING;
  const wordsPerMinute = clamp(
    parsed.data.speakerWordsPerMinute * SPEECH_RATE,
    MIN_WORDS_PER_MINUTE,
    MAX_WORDS_PER_MINUTE,
  );
  return { pitchHz: parsed.data.pitchHz, wordsPerMinute };
}
