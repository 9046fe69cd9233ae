import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type VoiceProfileRow, voiceProfiles } from '../db/schema.ts';
import { lockUserProfiles } from './lock-user-profiles.ts';

export type CreateVoiceProfileOptions = {
  db: Database;
  userId: string;
  voiceName: string;
  providerVoiceId: string;
  provider: 'offline' | 'elevenlabs';
  audioSampleUrl?: string | null;
  // Engine settings, e.g. the offline voice match's pitch and rate.
  voiceSettings?: Record<string, unknown> | null;
  // DESIGN §4: false when the provider answers requires_verification.
  isActive?: boolean;
};

// spec §4: creating a profile deactivates the user's others and makes the new one active.
export async function createVoiceProfile(options: CreateVoiceProfileOptions): Promise<VoiceProfileRow> {
  const { db, userId, isActive = true } = options;
  return db.transaction(async (tx) => {
    await lockUserProfiles(tx, userId);
    if (isActive) {
      await tx
        .update(voiceProfiles)
        .set({ isActive: false })
        .where(and(eq(voiceProfiles.userId, userId), eq(voiceProfiles.isActive, true)));
    }
    const [row] = await tx
      .insert(voiceProfiles)
      .values({
        userId,
        voiceName: options.voiceName,
        elevenlabsVoiceId: options.providerVoiceId,
        provider: options.provider,
        audioSampleUrl: options.audioSampleUrl ?? null,
        voiceSettings: options.voiceSettings ?? null,
        isActive,
      })
      .returning();
    if (!row) throw new Error('voice profile insert returned no row');
    return row;
  });
}
