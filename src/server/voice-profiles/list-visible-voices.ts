import type { VoiceListEntry } from '../../core/schemas.ts';
import type { Database } from '../db/database.ts';
import { listVoiceProfiles } from './list-voice-profiles.ts';

// Issue 13 item 4: personal voices are private. Everyone sees the default voice; a signed-in user
// also sees their own profiles, never the other voices cloned on the provider's account.
export async function listVisibleVoices({
  db,
  userId,
  defaultVoice,
}: {
  db: Database;
  userId: string | null;
  defaultVoice: VoiceListEntry;
}): Promise<VoiceListEntry[]> {
  if (!userId) return [defaultVoice];
  const profiles = await listVoiceProfiles({ db, userId });
  return [defaultVoice, ...profiles.map((row) => ({ voice_id: row.elevenlabsVoiceId, name: row.voiceName }))];
}
