import type { VoiceProfile } from '../../../core/schemas.ts';
import { getJson } from '../api-client.ts';

// The cache key prefix of the voice profiles: whoever changes them (create, activate,
// delete) invalidates this key, and every screen showing the active voice follows.
export const VOICE_PROFILES_QUERY_KEY = ['voice-profiles'] as const;

// GET /api/voice-profiles: the user's own profiles, newest first (spec §3).
export async function fetchVoiceProfiles(signal?: AbortSignal): Promise<VoiceProfile[]> {
  const body = await getJson<{ profiles: VoiceProfile[] }>('/api/voice-profiles', { signal });
  return body.profiles;
}
