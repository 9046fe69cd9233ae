import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { voiceProfiles } from '../../db/schema.ts';

// Whether any profile (of any user) still points at a provider voice. A profile row only names
// a voice, so deleting one must never remove a voice another row still relies on.
export async function isProviderVoiceInUse({
  db,
  provider,
  providerVoiceId,
}: {
  db: Database;
  provider: 'offline' | 'elevenlabs';
  providerVoiceId: string;
}): Promise<boolean> {
  const rows = await db
    .select({ id: voiceProfiles.id })
    .from(voiceProfiles)
    .where(and(eq(voiceProfiles.provider, provider), eq(voiceProfiles.elevenlabsVoiceId, providerVoiceId)))
    .limit(1);
  return rows.length > 0;
}
