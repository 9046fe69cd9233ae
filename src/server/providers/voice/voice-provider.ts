import type { VoiceListEntry } from '../../../core/schemas.ts';
import type { SpeechPart } from '../../../core/speech/speech-parts.ts';
import type { Recording } from '../../speech/analysis/measure-voice.ts';

export type VoiceProviderName = 'offline' | 'elevenlabs';

// Which voice reads a note: the provider's default, or the user's own active profile.
export type SpeechVoice =
  | { kind: 'default' }
  | { kind: 'personal'; providerVoiceId: string; voiceSettings: unknown };

export type CloneInput = { name: string; description: string; recordings: Recording[] };

export type CloneResult = {
  providerVoiceId: string;
  // DESIGN §4: a voice the provider still has to verify is saved but not activated.
  requiresVerification: boolean;
  voiceSettings: Record<string, unknown> | null;
};

// One adapter per provider (DESIGN §1). Failures are thrown as AppError with a catalogue message.
export type VoiceProvider = {
  name: VoiceProviderName;
  speak(parts: readonly SpeechPart[], voice: SpeechVoice): Promise<Uint8Array>;
  cloneVoice(input: CloneInput): Promise<CloneResult>;
  deleteVoice(providerVoiceId: string): Promise<void>;
  listVoices(): Promise<VoiceListEntry[]>;
};
