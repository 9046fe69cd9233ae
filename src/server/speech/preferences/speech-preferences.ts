import { eq } from 'drizzle-orm';
import { DEFAULT_SPEECH_STYLE, type SpeechStyle } from '../../../core/speech/offline-voices.ts';
import { SpeechStyleSchema } from '../../../core/speech/offline-voices-schema.ts';
import type { Database } from '../../db/database.ts';
import { speechPreferences } from '../../db/schema.ts';

// A signed-in user's voice choice (issue 14); the default style until they pick one. A stored
// value this version no longer offers (a voice removed later) falls back to the default too.
export async function getSpeechPreferences({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<SpeechStyle> {
  const [row] = await db
    .select({ voice: speechPreferences.voice, pace: speechPreferences.pace })
    .from(speechPreferences)
    .where(eq(speechPreferences.userId, userId))
    .limit(1);
  const parsed = SpeechStyleSchema.safeParse(row);
  return parsed.success ? parsed.data : DEFAULT_SPEECH_STYLE;
}

export async function saveSpeechPreferences({
  db,
  userId,
  style,
}: {
  db: Database;
  userId: string;
  style: SpeechStyle;
}): Promise<SpeechStyle> {
  await db
    .insert(speechPreferences)
    .values({ userId, ...style })
    .onConflictDoUpdate({ target: speechPreferences.userId, set: { ...style, updatedAt: new Date() } });
  return style;
}
