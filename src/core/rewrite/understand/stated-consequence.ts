import { hasTag, isWord, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { escalatesToAuthority } from './escalation-threats.ts';
import { sanctionsReader } from './sanction-threats.ts';
import { WRITER_SUBJECTS } from './writer-words.ts';

// Rule "stated-consequence": "Send the logs today or I'm escalating to Priya", "Next time I'm
// calling the council", "If it happens again I'm filing a complaint with your depot manager":
// what the writer will do is a specific step (carried to someone with authority, or a sanction such
// as towing or revoking access), and it hangs on the ask or a condition. The reader needs to know
// it, so it is kept as a plain statement of what the writer will have to do ("Otherwise, I'll have
// to escalate to Priya.") rather than dropped, which left the ask without its stakes (rewrite
// example 4: a real consequence is stated as a fact). Near misses, still dropped as threats: "or
// I'll make your life hell" (harm, AFINN -3 or worse), "or else" (vague), "I'm reporting you to HR,
// you idiot" (reproach beside it), and a question ("Do you want me to call the council?").

export interface StatedConsequence {
  // Where the writer ("I", "we") stands, and the verb of what they will do.
  readonly subjectAt: number;
  readonly verbAt: number;
}

// Words between the writer and the verb that only set the time: "I'm going to", "I will just".
const HELPERS = new Set(['will', 'shall', 'am', 'are', 'be', 'gonna', 'just', 'then']);
// "I'm going to report it": "going to" sets the time when a verb follows; "I'm going to HR" goes.
const setsTime = (tokens: readonly Token[], at: number) =>
  tokens[at]?.normal === 'going' && tokens[at + 1]?.normal === 'to' && hasTag(tokens[at + 2], 'Verb');
// "I'll have to escalate", "we'll need to call them": the writer already bound to the step; the
// step is the verb after "to", or it was told as "I'll have to have to escalate".
const BINDING = new Set(['have', 'need', 'got']);
const bound = (tokens: readonly Token[], at: number) =>
  BINDING.has(tokens[at]?.normal ?? '') && tokens[at + 1]?.normal === 'to' && hasTag(tokens[at + 2], 'Verb');
const HARM = -3;
const MAX_WORDS_BEFORE_WRITER = 3;
const NEXT_TIME = ['next', 'time'];

// "I'll have it towed", "we'll get the lock changed": a causative, where a service does the work,
// is a step the writer arranges, not harm they do themselves ("I'm binning them", "I'll stop
// covering for you" stay threats and go).
const CAUSATIVES = new Set(['have', 'get']);
const hasItDone = (clause: ClauseFacts) =>
  clause.tokens.some(
    (token, at) =>
      CAUSATIVES.has(token.normal) &&
      clause.tokens
        .slice(at + 2, at + 5)
        .some((later) => hasTag(later, 'PastTense') || hasTag(later, 'Participle')),
  );

const opensWithNextTime = (clause: ClauseFacts) => NEXT_TIME.every((word, at) => clause.words[at] === word);

export function statedConsequence(clause: ClauseFacts, before?: ClauseFacts): StatedConsequence | null {
  if (clause.inQuestion || clause.negated || clause.reproach.length > 0) return null;
  if ([...clause.scores.values()].some((score) => score <= HARM)) return null;
  // "or I'm escalating to Priya": a verb that escalates, to anyone, carries the matter on.
  const escalates = clause.tokens.some((token) => hasTag(token, 'CarryingOnVerb'));
  if (!escalates && !escalatesToAuthority(clause) && !(hasItDone(clause) && sanctionsReader(clause, before)))
    return null;
  const { tokens } = clause;
  const subjectAt = tokens.findIndex((token) => WRITER_SUBJECTS.has(token.normal));
  if (subjectAt < 0 || tokens.slice(0, subjectAt).filter(isWord).length > MAX_WORDS_BEFORE_WRITER)
    return null;
  let verbAt = subjectAt + 1;
  while (verbAt < tokens.length) {
    if (setsTime(tokens, verbAt) || bound(tokens, verbAt)) verbAt += 2;
    else if (HELPERS.has((tokens[verbAt] as Token).normal) || !isWord(tokens[verbAt] as Token)) verbAt++;
    else break;
  }
  if (!hasTag(tokens[verbAt], 'Verb')) return null;
  return { subjectAt, verbAt };
}

// It hangs on something: "or"/"otherwise" after an ask, a condition before it, or "Next time".
// "I need it by Thursday noon or I'm escalating": a need with its time limit asks as an order does.
type Hanging = ClauseFacts & { readonly consequence: boolean };
export const hangsOnAsk = (
  clause: Hanging,
  afterCondition: boolean,
  previous?: ClauseFacts & { readonly timeLimit: string | null },
) =>
  clause.consequence ||
  afterCondition ||
  opensWithNextTime(clause) ||
  (['or', 'otherwise'].includes(clause.words[0] ?? '') && previous?.timeLimit != null);
