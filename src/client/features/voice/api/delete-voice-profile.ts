import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoiceProfile } from '../../../../core/schemas.ts';
import { VOICE_PROFILES_QUERY_KEY } from '../../../lib/api/voice-profiles.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { clearEnrollment } from '../lib/voice-enrollment.ts';

// DELETE /api/voice-profiles/:id; the server also deletes the provider's copy of the voice.
export async function deleteVoiceProfile(id: string): Promise<VoiceProfile> {
  const body = await requestJson<{ profile: VoiceProfile }>(`/api/voice-profiles/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  return body.profile;
}

export function useDeleteVoiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: VoiceProfile) => deleteVoiceProfile(profile.id),
    // spec §4: the local enrollment goes even when the remote deletion fails.
    onSettled: (_data, _error, profile) => {
      clearEnrollment(profile.elevenlabs_voice_id);
      return queryClient.invalidateQueries({ queryKey: VOICE_PROFILES_QUERY_KEY });
    },
  });
}
