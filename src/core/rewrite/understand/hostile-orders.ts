import { hasTag, isWord, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// An order whose verb phrase is itself the hostility asks for nothing a person would do: it is
// dropped, never turned into a request ("Could you die a painful death?"). Read from the AFINN
// valence of the verb phrase, not from a list of orders.

// An order's verb may follow a verb of setting off: "go kill yourself", "just go die".
const SETTING_OFF = new Set(['go', 'come', 'run']);
// Verbs of leaving, with a particle that sends the reader off: "go away", "get lost", "back off".
const LEAVING_VERBS = new Set([
  'go',
  'get',
  'back',
  'clear',
  'buzz',
  'push',
  'shove',
  'bugger',
  'piss',
  'sod',
]);
const SENDING_OFF = new Set(['away', 'off', 'lost', 'out']);
// Words that may close a dismissal without naming anything: "go away now", "get out of here".
const DISMISSAL_TAIL = new Set([
  'now',
  'already',
  'please',
  'and',
  'of',
  'here',
  'from',
  'me',
  'my',
  'face',
  'sight',
]);
// A verb at or below this AFINN score harms ("die" -3, "kill" -3, "steal" -2); "cancel" (-1) doesn't.
const HARMFUL = -2;
// Determiners of a thing both sides know: "kill the process", "destroy those old drafts".
const DEFINITE = new Set([
  'the',
  'this',
  'that',
  'these',
  'those',
  'my',
  'our',
  'your',
  'his',
  'her',
  'their',
]);
const READER = new Set(['you', 'yourself', 'yourselves', 'ya', 'u']);

// Index of the order's verb: the imperative, or the verb after "go"/"come".
function orderVerbAt(clause: ClauseFacts): number {
  const at = clause.imperativeAt;
  if (at < 0) return -1;
  const next = clause.tokens[at + 1];
  const joined = next?.normal === 'and' ? at + 2 : at + 1;
  if (SETTING_OFF.has(clause.tokens[at]?.normal ?? '') && hasTag(clause.tokens[joined], 'Verb'))
    return joined;
  return at;
}

const score = (clause: ClauseFacts, index: number) => clause.scores.get(index) ?? 0;

// "kill the process on server 3": a verb aimed at a known, neutral thing is a task.
function aimsAtKnownThing(clause: ClauseFacts, verbAt: number): boolean {
  const words = clause.tokens.slice(verbAt + 1).filter(isWord);
  const first = words[0];
  if (!first || !DEFINITE.has(first.normal)) return false;
  const noun = words.slice(1).find((token) => hasTag(token, 'Noun'));
  const nounAt = noun ? clause.tokens.indexOf(noun) : -1;
  return nounAt >= 0 && score(clause, nounAt) >= 0 && !READER.has(noun?.normal ?? '');
}

// Rule "harmful-order": the verb ("die", "kill", "steal"), or the word that completes it ("get
// lost", "drop dead"), is strongly negative, and it is not aimed at a known neutral thing.
export function ordersHarm(clause: ClauseFacts): boolean {
  const verbAt = orderVerbAt(clause);
  if (verbAt < 0) return false;
  const completes = clause.tokens[verbAt + 1];
  const harmful =
    score(clause, verbAt) <= HARMFUL ||
    ((hasTag(completes, 'Adjective') || hasTag(completes, 'Particle')) &&
      score(clause, verbAt + 1) <= HARMFUL);
  return harmful && !aimsAtKnownThing(clause, verbAt);
}

// Rule "dismissal": a verb of leaving with a particle that sends the reader off, and nothing after
// it that names a place or a thing ("go away", "get out of here"; not "go out for lunch").
export function dismissesReader(clause: ClauseFacts): boolean {
  const at = clause.imperativeAt;
  if (at < 0 || !LEAVING_VERBS.has(clause.tokens[at]?.normal ?? '')) return false;
  const particle = clause.tokens[at + 1];
  if (!particle || !SENDING_OFF.has(particle.normal)) return false;
  if (clause.tokens[at]?.normal === 'go' && particle.normal === 'out') return false;
  const rest = clause.tokens.slice(at + 2).filter(isWord);
  // "get out of my office": the writer's own place is where the reader is sent from.
  const fromWritersPlace =
    rest[0]?.normal === 'of' && ['my', 'our'].includes(rest[1]?.normal ?? '') && rest.length <= 3;
  return fromWritersPlace || rest.every((token: Token) => DISMISSAL_TAIL.has(token.normal));
}

export const isHostileOrder = (clause: ClauseFacts): boolean => ordersHarm(clause) || dismissesReader(clause);
