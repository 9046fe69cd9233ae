import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoiceProfile } from '../../../../core/schemas.ts';
import { VOICE_PROFILES_QUERY_KEY } from '../../../lib/api/voice-profiles.ts';
import { requestJson } from '../../../lib/api-client.ts';

// POST /api/voice-profiles/:id/activate: the server deactivates the others in the same transaction.
export async function activateVoiceProfile(id: string): Promise<VoiceProfile> {
  const body = await requestJson<{ profile: VoiceProfile }>(
    `/api/voice-profiles/${encodeURIComponent(id)}/activate`,
    { method: 'POST' },
  );
  return body.profile;
}

export function useActivateVoiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateVoiceProfile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VOICE_PROFILES_QUERY_KEY }),
  });
}
