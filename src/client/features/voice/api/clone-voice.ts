import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoiceProfile } from '../../../../core/schemas.ts';
import { VOICE_PROFILES_QUERY_KEY } from '../../../lib/api/voice-profiles.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { saveEnrollment } from '../lib/voice-enrollment.ts';

export type CloneRecording = { blob: Blob; durationS: number };
export type CloneVoiceInput = {
  name: string;
  description: string;
  recordings: readonly CloneRecording[];
  // DESIGN §4: cloning needs the speaker's explicit consent ("this is my own voice").
  consent: boolean;
};
// `notice` is the server's note to show with success: verification pending, or the offline
// voice match being an approximation (DESIGN §1, §4).
export type CloneVoiceResult = {
  profile: VoiceProfile;
  requiresVerification: boolean;
  notice: string | null;
};

function extensionOf(blob: Blob) {
  if (blob.type.includes('ogg')) return 'ogg';
  if (blob.type.includes('wav')) return 'wav';
  return 'webm';
}

// POST /api/voices/clone (multipart). Each recording goes with its length from the app's own timer,
// because Chromium's WebM carries no duration (DESIGN §6).
export async function cloneVoice(input: CloneVoiceInput): Promise<CloneVoiceResult> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('description', input.description);
  form.append('consent', String(input.consent));
  input.recordings.forEach((recording, index) => {
    form.append('files', recording.blob, `recording-${index + 1}.${extensionOf(recording.blob)}`);
    form.append('durations', recording.durationS.toFixed(2));
  });
  const body = await requestJson<{
    profile: VoiceProfile;
    requiresVerification?: boolean;
    notice?: string | null;
  }>('/api/voices/clone', { method: 'POST', body: form });
  return {
    profile: body.profile,
    requiresVerification: body.requiresVerification === true,
    notice: body.notice ?? null,
  };
}

export function useCloneVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneVoice,
    onSuccess: ({ profile }) => {
      // spec §4 Voice enrollment: saved locally once cloning succeeds.
      saveEnrollment({ voiceId: profile.elevenlabs_voice_id, voiceName: profile.voice_name });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: VOICE_PROFILES_QUERY_KEY }),
  });
}
