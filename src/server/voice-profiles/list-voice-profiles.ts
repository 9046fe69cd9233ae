import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { voiceProfiles } from '../db/schema.ts';

// spec §3: a user's profiles, newest first.
export async function listVoiceProfiles({ db, userId }: { db: Database; userId: string }) {
  return db
    .select()
    .from(voiceProfiles)
    .where(eq(voiceProfiles.userId, userId))
    .orderBy(desc(voiceProfiles.createdAt), desc(voiceProfiles.id));
}
