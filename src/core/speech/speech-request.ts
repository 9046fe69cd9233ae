import { z } from 'zod';
import { SpeechRequestSchema } from '../schemas.ts';
import { OfflineVoiceIdSchema, SpeechPaceSchema, SpeechStyleSchema } from './offline-voices-schema.ts';

// Issue 13 item 5: a visitor's note stays short, so anonymous backlogs stay small.
export const SIGNED_OUT_SPEECH_MAX_CHARS = 600;

// POST /api/speech: the spec's {text, voice}, plus the offline voice and pace (issue 14). Without
// a style, a signed-in user's saved choice applies, else the default.
export const VoiceNoteRequestSchema = SpeechRequestSchema.extend({ style: SpeechStyleSchema.optional() });
export type VoiceNoteRequest = z.input<typeof VoiceNoteRequestSchema>;

// GET /api/speech/preview?voice=…&pace=…: the same short sentence in one voice.
export const VoicePreviewQuerySchema = z.object({
  voice: OfflineVoiceIdSchema,
  pace: SpeechPaceSchema.default('natural'),
});

export const isTooLongWhenSignedOut = (text: string) => text.length > SIGNED_OUT_SPEECH_MAX_CHARS;
