import { isWord } from '../parse/tokens.ts';
import { THREAT_OUTCOMES } from './cue-words.ts';
import type { ClauseModel } from './message-model.ts';

// Rule "dare-is-a-warning": "Touch my bike again and you'll regret it", "Be late once more and
// I'm calling your mum": an order joined by "and" to what will then befall the reader is a
// warning NOT to do it (an outcome that is bad news, or the writer acting if it happens
// "again"). Asking "Could you touch my bike?" inverts it: the order is read as a "don't"
// and the outcome as a threat. Near misses: "Send it today and you'll get the discount" promises
// something good, "Call me and I'll explain" offers, and "Try it again and you'll see it works"
// encourages; they stay as they are.

const FUTURE = new Set(['will', 'shall', 'gonna', 'going']);
const OUTCOME_SUBJECTS = new Set(['you', 'i', 'we', 'there']);
// What a warning's outcome brings, beyond AFINN's negative words: someone official, or a hearing.
export const WARNING_OUTCOMES: ReadonlySet<string> = new Set([
  ...THREAT_OUTCOMES,
  'lawyer',
  'lawyers',
  'solicitor',
  'police',
  'court',
  'hearing',
  'fired',
  'dead',
  'reported',
]);

// What the writer gives the reader: the outcome of an offer, never of a warning.
const REWARD_VERBS = new Set(['give', 'buy', 'treat', 'reward', 'pay', 'let', 'owe', 'promote', 'thank']);

// "… again", "… one more time": an order to repeat what already happened is only ever a dare.
export const REPEATS = /\b(?:again|once more|one more time)\b/i;

// Rule "unsaid-outcome-dare": "Keep it up and see what happens", "Say that again and find out": an
// order joined to the reader finding out what follows, with nothing named, leaves the outcome to
// fear; it is a dare, read like "… and you'll regret it". Near misses: "Press the button and see
// what happens to the light" names a thing (an experiment), "Try the new café and see if you like
// it" asks the reader's taste ("if", and a thing named), and "Try it and see" encourages.
const FINDING_OUT = new Set(['see', 'find', 'watch']);
const UNSAID = new Set(['what', 'happens', 'out', 'then', 'i', 'do', 'will', 'you', "'ll", 'get']);
// `words`: the outcome's words in lower case, from its "and".
export function leavesOutcomeUnsaid(words: readonly string[]): boolean {
  return (
    words[0] === 'and' &&
    FINDING_OUT.has(words[1] ?? '') &&
    // "Try it and see" encourages: a bare "and see" leaves nothing to fear.
    words.length >= 3 &&
    words.length <= 5 &&
    words.slice(2).every((word) => UNSAID.has(word))
  );
}

function threatensReader(order: ClauseModel, outcome: ClauseModel): boolean {
  if (leavesOutcomeUnsaid(outcome.tokens.filter(isWord).map((token) => token.normal))) return true;
  const words = outcome.tokens.filter(isWord).map((token) => token.normal);
  if (words[0] !== 'and' || !OUTCOME_SUBJECTS.has(words[1] ?? '')) return false;
  const future = words.slice(2, 4).some((word) => FUTURE.has(word)) || words[2] === 'am';
  const bad = outcome.sentiment < 0 || words.some((word) => WARNING_OUTCOMES.has(word));
  // "Do it again and I'm calling the council": the writer acting against the reader. "Do it again
  // and I'll give you a sticker" rewards: an outcome that gives the reader something, or says
  // something good, is no warning.
  const writerActs = words[1] === 'i' || words[1] === 'we';
  const rewards = outcome.sentiment > 0 || words.some((word) => REWARD_VERBS.has(word));
  return future && !rewards && (bad || (writerActs && REPEATS.test(order.text)));
}

export const daresReader = (order: ClauseModel | undefined, outcome: ClauseModel | undefined): boolean =>
  order?.ask?.kind === 'command' &&
  !order.ask.negative &&
  outcome !== undefined &&
  threatensReader(order, outcome);

// Rule "countdown-to-threat": "One more late payment and I'm going to the ombudsman", "Another
// missed shift and we're calling your agency": a phrase with no verb, joined by "and" to a threat,
// is only the threat's trigger; with the threat gone it would stand alone as a fragment ("One more
// late payment."), so it goes too. Near misses: "One more coffee and I'll be ready" (no threat),
// "Send the form and I'll report back" (an order, dare-warnings above).
export const countsDownTo = (clause: ClauseModel, next: ClauseModel | undefined): boolean =>
  next?.hostility === 'threat' &&
  next.words[0] === 'and' &&
  clause.ask === null &&
  // "missed" in "one more missed deadline" describes the noun after it: no verb of its own.
  !clause.tokens.some(
    (token, index) =>
      token.tags.has('Verb') && !token.tags.has('Adjective') && !clause.tokens[index + 1]?.tags.has('Noun'),
  );

// Rule "provoking-dare": "Don't test me.", "Do not push me", "Don't try me": a "don't" whose verb
// tries the writer's patience and whose object is the writer alone warns, it asks nothing; as a
// request ("Please don't test me.") it still dares. Near misses: "Don't call me before 9" and
// "Don't push the red button" ask for something real.
const PROVOKING_VERBS = new Set(['test', 'push', 'try', 'cross', 'tempt', 'provoke']);
export function provokesWriter(clause: ClauseModel): boolean {
  if (clause.ask?.kind !== 'command' || !clause.ask.negative) return false;
  const words = clause.tokens.filter(isWord).map((token) => token.normal);
  const verbAt = words.findIndex((word) => PROVOKING_VERBS.has(word));
  return verbAt >= 0 && ['me', 'us'].includes(words[verbAt + 1] ?? '') && words.length === verbAt + 2;
}
