import { hasTag, isWord, lemmaOf, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { demeansReader } from './demeaning-orders.ts';
import { isSwearWord } from './profanity.ts';
import { isReaderWord, READER_POSSESSIVES } from './reader-words.ts';

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
  return nounAt >= 0 && score(clause, nounAt) >= 0 && !isReaderWord(noun?.normal ?? '');
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

// The words after `from` with their positions, skipping what only intensifies ("the hell", "the
// fucking"): a strongly negative word (AFINN -3 or lower) and a "the" before one.
function wordsAfter(clause: ClauseFacts, from: number): { token: Token; at: number }[] {
  const words = clause.tokens
    .map((token, at) => ({ token, at }))
    .filter(({ token, at }) => at > from && isWord(token));
  return words.filter(
    ({ token, at }, index) =>
      !(score(clause, at) <= CURSE && words[index - 1]?.token.normal === 'the') &&
      !(token.normal === 'the' && score(clause, words[index + 1]?.at ?? -1) <= CURSE),
  );
}
const CURSE = -3;
// "Go to hell, Dave", "get lost, mate": a name or a noun after a comma only addresses the reader.
const onlyTail = (clause: ClauseFacts, words: readonly { token: Token; at: number }[]) =>
  words.every(
    ({ token, at }) =>
      DISMISSAL_TAIL.has(token.normal) ||
      (hasTag(token, 'Noun') &&
        // The comma may be typed as a word of its own: "suck my dick , dave".
        clause.tokens.slice(0, at).some((before) => /,/.test(before.post) || before.text.trim() === ',')),
  );

// Rule "cursed-destination": "Go to hell", "rot in hell": a verb of going whose only goal is a
// strongly negative word (AFINN -3 or lower). "Go to the meeting", "get to the damn station" and
// "go through hell with the audit" name a real place or say more.
const GOING_VERBS = new Set(['go', 'get', 'rot', 'burn']);
const GOING_PREPOSITIONS = new Set(['to', 'in', 'into']);
export function sendsToCurse(clause: ClauseFacts): boolean {
  const at = clause.imperativeAt;
  if (at < 0 || !GOING_VERBS.has(clause.tokens[at]?.normal ?? '')) return false;
  const [preposition, goal, ...rest] = clause.tokens
    .map((token, index) => ({ token, at: index }))
    .filter(({ token, at: index }) => index > at && isWord(token) && !DEFINITE.has(token.normal));
  return (
    GOING_PREPOSITIONS.has(preposition?.token.normal ?? '') &&
    goal !== undefined &&
    score(clause, goal.at) <= CURSE &&
    onlyTail(clause, rest)
  );
}

// Rule "silencing": "Shut up", "shut your mouth", "shut the hell up already", "pipe down": an
// order to stop speaking asks nothing the reader could do for the message; it only silences.
// "Shut the door", "shut down the server" and "pipe down the details" name a thing.
const SPEECH_ORGANS = new Set(['mouth', 'face', 'trap', 'gob', 'yap', 'piehole']);
const SILENCING: Readonly<Record<string, string>> = { shut: 'up', pipe: 'down' };
export function silencesReader(clause: ClauseFacts): boolean {
  // "Shut the fuck up": the tagger may not read "shut" as an order there; it opens the clause.
  const opening = clause.tokens.findIndex((token) => isWord(token) && !hasTag(token, 'Adverb'));
  const at = clause.imperativeAt >= 0 ? clause.imperativeAt : opening;
  const particle = SILENCING[clause.tokens[at]?.normal ?? ''];
  if (at < 0 || particle === undefined) return false;
  const [first, second, ...rest] = wordsAfter(clause, at);
  if (first?.token.normal === particle) return onlyTail(clause, second ? [second, ...rest] : []);
  const organ =
    READER_POSSESSIVES.has(first?.token.normal ?? '') && SPEECH_ORGANS.has(second?.token.normal ?? '');
  return organ && onlyTail(clause, rest);
}

// Rule "curse-verb": "fuck off", "fuck you", "screw this": the order's verb is itself a swear word
// (AFINN -3 or lower) and all it takes is a pronoun or a particle, so it is only a curse. Read on
// the clause with its swear words in. "Fuck, I forgot the keys" and "fuck up the launch" say more.
const CURSE_TARGETS = new Set([
  'off',
  'you',
  'u',
  'ya',
  'yourself',
  'it',
  'this',
  'that',
  'them',
  'him',
  'her',
  'me',
]);
export function cursesWithVerb(raw: ClauseFacts): boolean {
  // "Fuck you" reads like "love you" (the writer's "I" left out) to not-orders.ts; a swear word
  // opening the clause is the curse's verb either way.
  const opening = raw.tokens.findIndex(isWord);
  const at = raw.imperativeAt >= 0 ? raw.imperativeAt : opening;
  if (at < 0 || score(raw, at) > CURSE) return false;
  const [target, ...rest] = raw.tokens
    .map((token, index) => ({ token, at: index }))
    .filter(({ token, at: index }) => index > at && isWord(token));
  return target !== undefined && CURSE_TARGETS.has(target.token.normal) && onlyTail(raw, rest);
}

// Rule "writers-body-curse": "kiss my ass", "suck my dick, Dave": an order whose only object is
// the writer's own swear-word body part is a curse, never "Kiss my body." Near miss: "kiss my
// nan for me" and "grab my damn keys" name a person or a thing.
export function cursesWithWritersBody(raw: ClauseFacts): boolean {
  const at = raw.imperativeAt >= 0 ? raw.imperativeAt : raw.tokens.findIndex(isWord);
  if (at < 0) return false;
  const [owner, part, ...rest] = raw.tokens
    .map((token, index) => ({ token, at: index }))
    .filter(({ token, at: index }) => index > at && isWord(token));
  return owner?.token.normal === 'my' && part !== undefined && isSwearWord(part.token) && onlyTail(raw, rest);
}

// Rule "get-cursed": "get fucked", "go screw yourself" said as "get stuffed": an order to
// become what a swear word says is a curse; with the swear word gone it was sent as "Could you
// get?". Near misses: "get dressed", "get started" (no swear word: a real ask) and "get the
// fucking file" (an object: the swear word only stresses, and goes).
const BECOMING = new Set(['get', 'go']);
const ORDER_LEADS = new Set(['you', 'u', 'can', 'could', 'just', 'go', 'and', 'oh']);
export function cursesByBecoming(raw: ClauseFacts): boolean {
  const words = raw.tokens.filter(isWord);
  const at = words.findIndex((token) => BECOMING.has(lemmaOf(token)));
  const next = words[at + 1];
  // ("You can get fucked", "just go and get stuffed": only the order's own lead-in before it.)
  const ledIn = words.slice(0, Math.max(at, 0)).every((token) => ORDER_LEADS.has(token.normal));
  if (at < 0 || !ledIn || !next || !isSwearWord(next)) return false;
  return words.slice(at + 2).every((token) => hasTag(token, 'Expression') || hasTag(token, 'ProperNoun'));
}

// `raw` is the clause with its swear words in ("fuck off", "shut the fuck up"); `clause` without.
export const isHostileOrder = (clause: ClauseFacts, raw: ClauseFacts = clause): boolean =>
  ordersHarm(clause) ||
  dismissesReader(clause) ||
  dismissesReader(raw) ||
  sendsToCurse(raw) ||
  silencesReader(raw) ||
  cursesWithVerb(raw) ||
  cursesWithWritersBody(raw) ||
  cursesByBecoming(raw) ||
  demeansReader(clause);
