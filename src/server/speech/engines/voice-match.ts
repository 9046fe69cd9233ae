import { z } from 'zod';
import {
  DEFAULT_SPEECH_STYLE,
  PACE_DURATION_STRETCH,
  type SpeechPace,
} from '../../../core/speech/offline-voices.ts';
import { FLITE_VOICES } from './flite/flite-voices.ts';
import { tuningForStyle, type VoiceTuning } from './speech-engine.ts';

// What an offline voice profile stores in voice_settings: the speaker's measurements, labelled
// as an approximation (DESIGN §1), not a clone. speakerWordsPerMinute is only in profiles made
// before issue 14 (eSpeak's calibration); it is read no more.
export const VoiceMatchSettingsSchema = z.object({
  kind: z.literal('offline-voice-match'),
  isApproximation: z.literal(true),
  pitchHz: z.number().positive().nullable(),
  syllablesPerSecond: z.number().positive().nullable(),
  speakerWordsPerMinute: z.number().positive().optional(),
});
export type VoiceMatchSettings = z.infer<typeof VoiceMatchSettingsSchema>;

// Below this a speaker is matched from the lower base voice (awb), from it upwards with slt.
// rms is never a base: flite ignores pitch targets for it.
export const HIGHER_BASE_VOICE_FROM_HZ = 145;
// A measured pace is kept within what stays calm and intelligible.
export const MIN_DURATION_STRETCH = 0.85;
export const MAX_DURATION_STRETCH = 1.4;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function voiceMatchSettings(measured: {
  pitchHz: number | null;
  syllablesPerSecond: number | null;
}): VoiceMatchSettings {
  return {
    kind: 'offline-voice-match',
    isApproximation: true,
    pitchHz: measured.pitchHz,
    syllablesPerSecond: measured.syllablesPerSecond,
  };
}

// The base voice closest to the speaker, moved to their pitch; held longer or shorter so its
// syllable rate (measured by the same analyser) meets theirs. The pace setting applies on top.
export function tuningFromVoiceSettings(settings: unknown, pace: SpeechPace = 'natural'): VoiceTuning {
  const parsed = VoiceMatchSettingsSchema.safeParse(settings);
  if (!parsed.success) return tuningForStyle({ ...DEFAULT_SPEECH_STYLE, pace });
  const { pitchHz, syllablesPerSecond } = parsed.data;
  const voice =
    pitchHz === null ? DEFAULT_SPEECH_STYLE.voice : pitchHz < HIGHER_BASE_VOICE_FROM_HZ ? 'awb' : 'slt';
  const matchStretch =
    syllablesPerSecond === null
      ? 1
      : clamp(
          FLITE_VOICES[voice].naturalSyllablesPerSecond / syllablesPerSecond,
          MIN_DURATION_STRETCH,
          MAX_DURATION_STRETCH,
        );
  return { voice, pitchHz, durationStretch: matchStretch * PACE_DURATION_STRETCH[pace] };
}
