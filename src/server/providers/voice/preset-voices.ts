import { MESSAGES } from '../../../core/catalog/messages.ts';
import type { VoiceListEntry } from '../../../core/schemas.ts';

// spec §7: with no key, or when listing fails, three preset voices are offered. These are
// ElevenLabs' long-standing premade voices, so a later key works with the same ids.
export const PRESET_VOICES: readonly VoiceListEntry[] = [
  { voice_id: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel' },
  { voice_id: 'EXAVITQu4vr4xnSDxMaL', name: 'Bella' },
  { voice_id: 'ErXwobaYiN9PefSX7bLv', name: 'Antoni' },
];

// The one voice everyone may use (ELEVENLABS_DEFAULT_VOICE_ID, "Rachel" unless changed).
export function defaultVoiceEntry(defaultVoiceId: string): VoiceListEntry {
  return (
    PRESET_VOICES.find((voice) => voice.voice_id === defaultVoiceId) ?? {
      voice_id: defaultVoiceId,
      name: MESSAGES.DEFAULT_VOICE_LABEL,
    }
  );
}
