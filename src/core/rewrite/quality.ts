import { analyze, findTriggerWords } from '../analysis/analyze.ts';
import { INTENTS, type Intent, type Persona, TONES, type Tone, type TransformRequest } from '../schemas.ts';
import { missingFacts } from './check/facts.ts';
import { lengthLimit } from './repair.ts';
import { rewriteMessage } from './rewrite.ts';

// The rewrite quality bar, shared by the unit tests and `npm run bench:rewrite`:
// (a) score ≥ 85 and never below the original's, (b) no trigger words left, (c) every fact kept,
// (d) at most 1.5 × the original + 100 characters, (e) tones and intents really change the text.

export const MIN_REWRITE_SCORE = 85;
export const MIN_DISTINCT_TONES = 3;
export const MIN_DISTINCT_INTENTS = 4;

export const QUALITY_CHECKS = ['score', 'no-triggers', 'facts-kept', 'length'] as const;
export type QualityCheck = (typeof QUALITY_CHECKS)[number];

export interface CheckOutcome {
  readonly check: QualityCheck;
  readonly passed: boolean;
  // What went wrong, in a line, for the failure list.
  readonly detail: string;
}

export function checkRewrite(original: string, rewrite: string): CheckOutcome[] {
  const before = analyze(original).score;
  const after = analyze(rewrite).score;
  const triggers = findTriggerWords(rewrite).map((finding) => finding.text);
  const missing = missingFacts(original, rewrite).map((fact) => `${fact.text} (${fact.kind})`);
  const limit = lengthLimit(original);
  return [
    {
      check: 'score',
      passed: after >= MIN_REWRITE_SCORE && after >= before,
      detail: `score ${before} → ${after}`,
    },
    { check: 'no-triggers', passed: triggers.length === 0, detail: `left: ${triggers.join(', ')}` },
    { check: 'facts-kept', passed: missing.length === 0, detail: `dropped: ${missing.join(', ')}` },
    {
      check: 'length',
      passed: rewrite.length <= limit,
      detail: `${rewrite.length} chars, limit ${limit}`,
    },
  ];
}

export interface Variety {
  readonly distinctTones: number;
  readonly distinctIntents: number;
}

const request = (taskType: string, originalMessage: string, tone: Tone, intent: Intent, persona: Persona) =>
  ({ taskType, context: '', originalMessage, tone, intent, persona }) satisfies TransformRequest;

// (e) For one message: how many different texts the 4 tones give, and the 5 intents.
export function measureVariety(taskType: string, text: string, persona: Persona = 'general'): Variety {
  const byTone = TONES.map(
    (tone) => rewriteMessage(request(taskType, text, tone, 'ask', persona)).generatedMessage,
  );
  const byIntent = INTENTS.map(
    (intent) => rewriteMessage(request(taskType, text, 'supportive', intent, persona)).generatedMessage,
  );
  return { distinctTones: new Set(byTone).size, distinctIntents: new Set(byIntent).size };
}

export const buildRequest = request;
