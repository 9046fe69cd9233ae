import {
  DEFAULT_SPEECH_STYLE,
  type OfflineVoiceId,
  PACE_DURATION_STRETCH,
  type SpeechStyle,
} from '../../../core/speech/offline-voices.ts';

// What the offline engine is asked to sound like: one of its voices at a pace, optionally moved
// to a speaker's measured pitch (the "voice match", DESIGN §1). null keeps the voice's own pitch.
export type VoiceTuning = { voice: OfflineVoiceId; pitchHz: number | null; durationStretch: number };

export type SpeechEngine = {
  name: string;
  sampleRate: number;
  synthesize(text: string, tuning: VoiceTuning): Float32Array;
};

export function tuningForStyle(style: SpeechStyle): VoiceTuning {
  return { voice: style.voice, pitchHz: null, durationStretch: PACE_DURATION_STRETCH[style.pace] };
}

export const DEFAULT_TUNING: VoiceTuning = tuningForStyle(DEFAULT_SPEECH_STYLE);
