import { analyze, findTriggerWords } from '../analysis/analyze.ts';
import { INTENTS, type Intent, type Persona, TONES, type Tone, type TransformRequest } from '../schemas.ts';
import { missingFacts } from './check/facts.ts';
import { dropIsOnlyLength } from './check/length-only-drop.ts';
import { rewriteMessage } from './rewrite.ts';

// The rewrite quality bar, shared by the unit tests and `npm run bench:rewrite`:
// (a) never scores below the original (the old "score ≥ 85" target is withdrawn: the score counts
// pressure words and is not a measure of a good rewrite), (b) no spec trigger words left, (c) every
// fact kept, (d) no longer than it needs to be, (e) tones really change the text.

export const MIN_DISTINCT_TONES = 3;
export const MIN_DISTINCT_INTENTS = 1;

// (d) a short message may gain a request frame and a thank-you; a long one only a little.
export const lengthLimit = (original: string) => Math.ceil(original.length * 1.3) + 30;

export const QUALITY_CHECKS = ['score', 'no-triggers', 'facts-kept', 'length'] as const;
export type QualityCheck = (typeof QUALITY_CHECKS)[number];

export interface CheckOutcome {
  readonly check: QualityCheck;
  readonly passed: boolean;
  // What went wrong, in a line, for the failure list.
  readonly detail: string;
}

// Real-time phrases are a new form, lines to say aloud, not an edit of the text: score, length and
// the full list of facts (a greeting's name, say) don't compare. rewrite.ts skips the score floor
// for them too, and keeps the message's own asks and facts as its first phrases.
const NEW_FORM_TASKS = new Set(['realtime-phrases']);

// A decline (say-no, issue 22) answers the request instead of restating it: it loses the request's
// "please" that the score counts as polite, without adding any pressure, so the score doesn't compare.
// Facts and trigger words still do.
export function checkRewrite(
  original: string,
  rewrite: string,
  taskType = 'write-email',
  intent = 'ask',
  // A tone or persona the person picked; the task type and intent say so themselves.
  otherOption = false,
): CheckOutcome[] {
  const newForm = NEW_FORM_TASKS.has(taskType);
  const declines = intent === 'say-no';
  // schedule-meeting turns a notice into an invitation with its question (issue 22); any question
  // makes a short message longer than the score's 50-character context check, so the score
  // doesn't compare. Facts and trigger words still do.
  const invites = taskType === 'schedule-meeting';
  const [analysisBefore, analysisAfter] = [analyze(original), analyze(rewrite)];
  const before = analysisBefore.score;
  const after = analysisAfter.score;
  // An option's own words may cost only the spec's length points (check/length-only-drop.ts).
  const chosen = otherOption || taskType !== 'write-email' || intent !== 'ask';
  const lengthOnly = chosen && dropIsOnlyLength(analysisBefore, analysisAfter);
  const triggers = findTriggerWords(rewrite).map((finding) => finding.text);
  const missing = missingFacts(original, rewrite).map((fact) => `${fact.text} (${fact.kind})`);
  const limit = lengthLimit(original);
  return [
    {
      check: 'score',
      passed: newForm || declines || invites || lengthOnly || after >= before,
      detail: `score ${before} → ${after}`,
    },
    { check: 'no-triggers', passed: triggers.length === 0, detail: `left: ${triggers.join(', ')}` },
    {
      check: 'facts-kept',
      passed: newForm || missing.length === 0,
      detail: `dropped: ${missing.join(', ')}`,
    },
    {
      check: 'length',
      passed: newForm || rewrite.length <= limit,
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
