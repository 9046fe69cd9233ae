import type { ParsedLine } from '../parse/segment.ts';
import { type MessageModel, readMessageModel } from './message-model.ts';
import { timeLimitOf } from './time-limits.ts';

// The message model as the rewrite reads it: every clause with its time limit, found by chrono-node
// (time-limits.ts). `timeLimits: false` reads none, as the tone reading does (tone-findings.ts
// calls readMessageModel itself, so that it loads without chrono).
export const buildMessageModel = (
  parsed: readonly ParsedLine[],
  reading: { readonly timeLimits: boolean } = { timeLimits: true },
): MessageModel => readMessageModel(parsed, { timeLimitOf: reading.timeLimits ? timeLimitOf : null });
