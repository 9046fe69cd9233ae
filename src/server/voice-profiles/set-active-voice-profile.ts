import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type VoiceProfileRow, voiceProfiles } from '../db/schema.ts';
import { isProfileId, lockUserProfiles } from './lock-user-profiles.ts';

// spec §4: deactivate all, then activate the chosen one, in one transaction. Returns null
// (and changes nothing) when the id is not one of this user's profiles.
export async function setActiveVoiceProfile({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: string;
  id: string;
}): Promise<VoiceProfileRow | null> {
  if (!isProfileId(id)) return null;
  return db.transaction(async (tx) => {
    await lockUserProfiles(tx, userId);
    const owned = and(eq(voiceProfiles.id, id), eq(voiceProfiles.userId, userId));
    const [target] = await tx.select({ id: voiceProfiles.id }).from(voiceProfiles).where(owned);
    if (!target) return null;
    await tx
      .update(voiceProfiles)
      .set({ isActive: false })
      .where(
        and(eq(voiceProfiles.userId, userId), eq(voiceProfiles.isActive, true), ne(voiceProfiles.id, id)),
      );
    const [row] = await tx.update(voiceProfiles).set({ isActive: true }).where(owned).returning();
    return row ?? null;
  });
}
