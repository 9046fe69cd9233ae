import type { VoiceProfile } from '../../core/schemas.ts';
import type { VoiceProfileRow } from '../db/schema.ts';

// The API speaks the spec's snake_case fields (spec §3 voice_profiles).
export function toVoiceProfile(row: VoiceProfileRow): VoiceProfile {
  return {
    id: row.id,
    user_id: row.userId,
    voice_name: row.voiceName,
    elevenlabs_voice_id: row.elevenlabsVoiceId,
    audio_sample_url: row.audioSampleUrl,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    provider: row.provider,
    voice_settings: row.voiceSettings ?? null,
  };
}
