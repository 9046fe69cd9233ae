import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type VoiceProfileRow, voiceProfiles } from '../db/schema.ts';

// spec §4: the active profile is the one flagged active (at most one, by a unique index).
export async function getActiveVoiceProfile({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<VoiceProfileRow | null> {
  const [row] = await db
    .select()
    .from(voiceProfiles)
    .where(and(eq(voiceProfiles.userId, userId), eq(voiceProfiles.isActive, true)))
    .limit(1);
  return row ?? null;
}
