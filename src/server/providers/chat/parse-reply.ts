import { jsonrepair } from 'jsonrepair';
import { z } from 'zod';
import { MESSAGES } from '../../../core/catalog/messages.ts';
import { AI_FALLBACK_SCORE } from '../../../core/constants.ts';
import { LevelSchema } from '../../../core/schemas.ts';
import type { ChatReply } from './types.ts';

const CompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// spec §5: missing analysis parts get defaults; a part of the wrong type counts as missing.
const AnalysisPartsSchema = z.object({
  issues: z.array(z.string()).catch([]),
  strengths: z.array(z.string()).catch([]),
  severity: LevelSchema.catch('low'),
  cognitiveLoad: LevelSchema.catch('low'),
  score: z.number().min(0).max(100).catch(AI_FALLBACK_SCORE),
  recommendations: z.array(z.string()).catch([]),
});

// spec §5: the reply must carry generatedMessage, else it is an error.
const ReplySchema = z.object({
  generatedMessage: z.string().trim().min(1),
  explanation: z.string().trim().min(1).catch(MESSAGES.AI_DEFAULT_EXPLANATION),
  analysis: z.preprocess((value) => (isRecord(value) ? value : {}), AnalysisPartsSchema),
});

// DESIGN §5: repair malformed JSON with jsonrepair, after cutting out the outer {…}.
function parseJsonObject(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    const start = content.indexOf('{');
    const end = content.lastIndexOf('}');
    if (start === -1 || end <= start) return undefined;
    try {
      return JSON.parse(jsonrepair(content.slice(start, end + 1)));
    } catch {
      return undefined;
    }
  }
}

// Reads an OpenAI chat completion body; undefined means spec §8's "JSON problem".
export function parseChatCompletion(body: string): ChatReply | undefined {
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    return undefined;
  }
  const completion = CompletionSchema.safeParse(envelope);
  const choice = completion.data?.choices[0];
  // DESIGN §5: a reply cut off at max_tokens is malformed JSON. We do not repair it: the repair
  // would silently drop the end of the user's message.
  if (!choice?.message.content || choice.finish_reason === 'length') return undefined;
  const reply = ReplySchema.safeParse(parseJsonObject(choice.message.content));
  return reply.success ? reply.data : undefined;
}
