import type { Database } from '../../db/database.ts';
import type { VoiceProfileRow } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import type { VoiceProvider } from '../../providers/voice/voice-provider.ts';
import { createVoiceProfile } from '../../voice-profiles/create-voice-profile.ts';
import type { VoiceSampleStore } from '../samples/voice-sample-store.ts';
import type { CloneUpload } from './parse-clone-upload.ts';

export type ClonedProfile = { row: VoiceProfileRow; requiresVerification: boolean };

// Makes the voice at the provider, keeps one recording for playback, then saves the profile:
// active, unless the provider must verify the voice first (DESIGN §4). If saving fails, the
// provider's voice and the sample are removed again so nothing is left orphaned.
export async function cloneVoiceProfile(options: {
  db: Database;
  logger: Logger;
  provider: VoiceProvider;
  samples: VoiceSampleStore;
  userId: string;
  upload: CloneUpload;
}): Promise<ClonedProfile> {
  const { db, provider, samples, userId, upload } = options;
  const cloned = await provider.cloneVoice(upload);
  let sampleUrl: string | null = null;
  try {
    const [firstRecording] = upload.recordings;
    sampleUrl = firstRecording ? await samples.save(userId, firstRecording) : null;
    const row = await createVoiceProfile({
      db,
      userId,
      voiceName: upload.name,
      providerVoiceId: cloned.providerVoiceId,
      provider: provider.name,
      audioSampleUrl: sampleUrl,
      voiceSettings: cloned.voiceSettings,
      isActive: !cloned.requiresVerification,
    });
    return { row, requiresVerification: cloned.requiresVerification };
  } catch (error) {
    if (sampleUrl) await samples.remove(userId, sampleUrl).catch(() => undefined);
    await provider
      .deleteVoice(cloned.providerVoiceId)
      .catch((cleanupError: unknown) =>
        options.logger.warn({ err: cleanupError }, 'orphaned provider voice'),
      );
    throw error;
  }
}
