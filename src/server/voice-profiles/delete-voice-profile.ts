import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type VoiceProfileRow, voiceProfiles } from '../db/schema.ts';
import { isProfileId } from './lock-user-profiles.ts';

// Deletes one of the user's own profiles; returns the deleted row, or null if there was none.
export async function deleteVoiceProfile({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: string;
  id: string;
}): Promise<VoiceProfileRow | null> {
  if (!isProfileId(id)) return null;
  const [row] = await db
    .delete(voiceProfiles)
    .where(and(eq(voiceProfiles.id, id), eq(voiceProfiles.userId, userId)))
    .returning();
  return row ?? null;
}
