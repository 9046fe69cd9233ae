import type { VoiceListEntry } from '../../../core/schemas.ts';

// spec §7: with no key, or when listing fails, three preset voices are offered. These are
// ElevenLabs' long-standing premade voices, so a later key works with the same ids.
export const PRESET_VOICES: readonly VoiceListEntry[] = [
  { voice_id: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel' },
  { voice_id: 'EXAVITQu4vr4xnSDxMaL', name: 'Bella' },
  { voice_id: 'ErXwobaYiN9PefSX7bLv', name: 'Antoni' },
];
