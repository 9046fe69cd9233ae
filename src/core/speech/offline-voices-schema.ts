import { z } from 'zod';
import { OFFLINE_VOICE_IDS, SPEECH_PACES, type SpeechStyle } from './offline-voices.ts';

// Validation of the offline voice choice (offline-voices.ts), for the server's routes and requests.
export const OfflineVoiceIdSchema = z.enum(OFFLINE_VOICE_IDS);
export const SpeechPaceSchema = z.enum(SPEECH_PACES);
export const SpeechStyleSchema = z.object({ voice: OfflineVoiceIdSchema, pace: SpeechPaceSchema });

// The schema parses to exactly the model's type.
const schemaMatchesModel: z.infer<typeof SpeechStyleSchema> extends SpeechStyle
  ? SpeechStyle extends z.infer<typeof SpeechStyleSchema>
    ? true
    : false
  : false = true;
void schemaMatchesModel;
