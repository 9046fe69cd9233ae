import type { VoiceListEntry } from '../../../core/schemas.ts';
import type { SpeechPace, SpeechStyle } from '../../../core/speech/offline-voices.ts';
import type { SpeechPart } from '../../../core/speech/speech-parts.ts';
import type { Recording } from '../../speech/analysis/measure-voice.ts';

export type VoiceProviderName = 'offline' | 'elevenlabs';

// Which voice reads a note: the provider's default (for the offline engine, the chosen voice and
// pace), or the user's own active profile.
export type SpeechVoice =
  | { kind: 'default'; style?: SpeechStyle }
  | { kind: 'personal'; providerVoiceId: string; voiceSettings: unknown; pace?: SpeechPace };

// clientKey: whose turn queue the work waits in (a user id, or the visitor's IP); issue 13 item 5.
export type SpeakOptions = { clientKey?: string };

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
  speak(parts: readonly SpeechPart[], voice: SpeechVoice, options?: SpeakOptions): Promise<Uint8Array>;
  // The note's mp3 bytes as they are made (issue 14). Resolves once the first bytes exist, so a
  // failure before any audio is still a clean error answer.
  speakStream?(
    parts: readonly SpeechPart[],
    voice: SpeechVoice,
    options?: SpeakOptions,
  ): Promise<ReadableStream<Uint8Array>>;
  cloneVoice(input: CloneInput): Promise<CloneResult>;
  deleteVoice(providerVoiceId: string): Promise<void>;
  listVoices(): Promise<VoiceListEntry[]>;
};
