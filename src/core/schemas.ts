import { z } from 'zod';
import { ENGINE_MESSAGES as MESSAGES } from './catalog/engine-messages.ts';
import { MAX_MESSAGE_CHARS } from './constants.ts';
import type { Finding } from './finding.ts';
import { SEVERITIES } from './level.ts';
import { WordListsSchema } from './lists/word-lists-schema.ts';
import { safeString } from './safe-text.ts';

// Entities of spec §3, shared by server validation, the client forms and the tests.

export const TASK_TYPE_IDS = [
  'write-email',
  'schedule-meeting',
  'step-away-notice',
  'gentle-followup',
  'realtime-phrases',
  'clarify-message',
  'repair-misunderstanding',
  'compose-from-notes',
] as const;
export const TaskTypeIdSchema = z.enum(TASK_TYPE_IDS);
export type TaskTypeId = z.infer<typeof TaskTypeIdSchema>;

export const TaskTypeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  prompt: z.string(),
});
export type TaskType = z.infer<typeof TaskTypeSchema>;

export const TONES = ['supportive', 'friendly', 'direct', 'reassuring'] as const;
export const ToneSchema = z.enum(TONES);
export type Tone = z.infer<typeof ToneSchema>;

export const INTENTS = ['ask', 'update', 'follow-up', 'apologize', 'say-no'] as const;
export const IntentSchema = z.enum(INTENTS);
export type Intent = z.infer<typeof IntentSchema>;

export const PERSONAS = [
  'general',
  'teammate-adhd',
  'manager-rsd',
  'friend-executive',
  'neurodivergent-client',
  'family-adhd',
] as const;
export const PersonaSchema = z.enum(PERSONAS);
export type Persona = z.infer<typeof PersonaSchema>;

export { type Level, SEVERITIES } from './level.ts';
export const LevelSchema = z.enum(SEVERITIES);

const MessageTextSchema = safeString({ error: MESSAGES.MESSAGE_REQUIRED })
  .refine((text) => text.trim().length > 0, MESSAGES.MESSAGE_REQUIRED)
  .refine((text) => text.length <= MAX_MESSAGE_CHARS, MESSAGES.MESSAGE_TOO_LONG);

// `lists`: a person's word lists for this request (src/core/lists); they replace the signed-in
// user's stored lists. The server puts the lists it resolved here before rewriting.
export const AnalyzeRequestSchema = z.object({
  text: MessageTextSchema,
  lists: WordListsSchema.optional(),
  // Once asked for the tone findings; they are always in the answer now, since their hostile kinds
  // count in the score (issue 25). Accepted from older callers, without effect.
  toneFindings: z.boolean().optional(),
});

// An unknown task type is allowed on purpose: spec §3 gives it the generic ADHD-friendly transform.
export const TransformRequestSchema = z.object({
  taskType: safeString().trim().min(1).max(64).default('write-email'),
  context: safeString().max(MAX_MESSAGE_CHARS).default(''),
  originalMessage: MessageTextSchema,
  tone: ToneSchema.default('supportive'),
  intent: IntentSchema.default('ask'),
  // Empty means general (spec §3).
  persona: z.preprocess((value) => (value === '' || value == null ? 'general' : value), PersonaSchema),
  lists: WordListsSchema.optional(),
});
export type TransformRequest = z.infer<typeof TransformRequestSchema>;
export type TransformInput = z.input<typeof TransformRequestSchema>;

export const FindingSchema = z.object({
  ruleId: z.string(),
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  suggestion: z.string().optional(),
  beyondSpec: z.boolean().optional(),
}) satisfies z.ZodType<Finding>;
export type { Finding };

export const AnalysisSchema = z.object({
  issues: z.array(z.string()),
  strengths: z.array(z.string()),
  severity: LevelSchema,
  cognitiveLoad: LevelSchema,
  score: z.number().min(0).max(100),
  recommendations: z.array(z.string()),
  findings: z.array(FindingSchema).default([]),
  // The ids of the rules beyond spec §5 that counted in this score (docs/decisions/017-hostility-
  // counts-in-the-score.md); absent when the score is exactly §5.
  beyondSpecRules: z.array(z.string()).optional(),
});
export type Analysis = z.infer<typeof AnalysisSchema>;

// A message that only carries anger has nothing to send (issue 21): generatedMessage is empty, the
// explanation says so, `about` names what the anger was about and `iStatement` offers one honest
// "I" statement built from the cause the message names. Either may be null.
export const NothingToSendSchema = z.object({
  about: z.string().nullable(),
  iStatement: z.string().nullable(),
});
export type NothingToSend = z.infer<typeof NothingToSendSchema>;

export const GenerationResultSchema = z.object({
  generatedMessage: z.string(),
  explanation: z.string(),
  nothingToSend: NothingToSendSchema.optional(),
});
export type GenerationResult = z.infer<typeof GenerationResultSchema>;

export const TransformResultSchema = GenerationResultSchema.extend({
  analysis: AnalysisSchema,
  // The meaning guard's list of facts the rewrite dropped, in plain words.
  warnings: z.array(z.string()),
});
export type TransformResult = z.infer<typeof TransformResultSchema>;

// Why an AI rewrite fell back to spec §8's fallback result (docs/decisions/002-provider-errors.md).
export const PROVIDER_ERROR_CODES = [
  'key_missing',
  'not_initialized',
  'invalid_key',
  'rate_limited',
  'quota_exceeded',
  'bad_format',
  'generic',
] as const;
export const ProviderErrorCodeSchema = z.enum(PROVIDER_ERROR_CODES);
export type ProviderErrorCode = z.infer<typeof ProviderErrorCodeSchema>;

// What POST /api/transform answers: the result, plus the failure code when it is the fallback.
export const TransformResponseSchema = TransformResultSchema.extend({
  providerError: ProviderErrorCodeSchema.optional(),
});
export type TransformResponse = z.infer<typeof TransformResponseSchema>;

export const VoiceProfileSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  voice_name: z.string(),
  elevenlabs_voice_id: z.string(),
  audio_sample_url: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  provider: z.enum(['offline', 'elevenlabs']),
  // Engine settings of the voice, e.g. the offline voice match's pitch and rate (DESIGN §4).
  voice_settings: z.record(z.string(), z.unknown()).nullable().default(null),
});
export type VoiceProfile = z.infer<typeof VoiceProfileSchema>;

// POST /api/voice-profiles: the row the voice helper creates after a clone (spec §3 fields).
export const CreateVoiceProfileSchema = z.object({
  voice_name: safeString().trim().min(1, MESSAGES.PROFILE_NAME_REQUIRED).max(100),
  elevenlabs_voice_id: safeString().trim().min(1).max(200),
  // Provider voices are created only by the clone route, which owns the provider call: accepting a
  // provider voice id here would let a user speak in a voice that someone else cloned.
  provider: z.literal('offline', { error: MESSAGES.PROVIDER_VOICE_VIA_CLONE }).default('offline'),
  audio_sample_url: safeString().max(2000).nullable().default(null),
  voice_settings: z.record(z.string(), z.unknown()).nullable().default(null),
});
export type CreateVoiceProfileInput = z.input<typeof CreateVoiceProfileSchema>;

export const VoiceListEntrySchema = z.object({ voice_id: z.string(), name: z.string() });
export type VoiceListEntry = z.infer<typeof VoiceListEntrySchema>;

export const SpeechRequestSchema = z.object({
  text: safeString({ error: MESSAGES.EMPTY_VOICE_NOTE })
    .refine((text) => text.trim().length > 0, MESSAGES.EMPTY_VOICE_NOTE)
    .pipe(z.string().max(MAX_MESSAGE_CHARS, MESSAGES.MESSAGE_TOO_LONG)),
  voice: z.enum(['default', 'personal']).default('default'),
});
export type SpeechRequest = z.infer<typeof SpeechRequestSchema>;

export const RECORDING_QUALITIES = ['excellent', 'good', 'poor'] as const;
export type RecordingQuality = (typeof RECORDING_QUALITIES)[number];
