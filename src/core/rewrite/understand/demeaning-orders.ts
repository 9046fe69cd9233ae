import { hasTag, isWord, lemmaOf, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Rule "demeaning-order": "Get a life", "Grow a spine", "Read a book for once", "Learn to spell",
// "Go back to school": an order whose point is that the reader lacks something every grown-up has
// (a thing, a skill, schooling) names no work to do; asked politely ("Could you learn to spell?")
// it is still a put-down, so it is dropped like a hostile order, never made a request. Read from
// the order's shape, not from a list of these phrases: a verb of getting or learning whose object
// is only "a"/"some" + one bare noun, or an ability with no object, with nothing after it that
// names a thing, a time, a purpose or a place. Near misses: "Get a quote.", "Buy some milk." (errands), "Get a ticket for the car park before
// 9", "Read the brief before Monday", "Learn the new expense tool", "Learn to use the CRM", "Go
// back to the client with the new quote" name the work, and become requests.

// Verbs of coming to have something: the reader is told to acquire what they lack.
const ACQUIRING = new Set(['get', 'grow', 'buy', 'read', 'develop']);
// Errand verbs: "Get a quote.", "Buy some milk." ask for real things in the same shape, so with
// these the put-down needs its mock tail or its "!" ("Get a brain already", "Get a life!"). A bare
// "Get a life." is left to the rest of the message: people who rewrote it in ParaDetox kept it.
const ERRANDS = new Set(['get', 'buy']);
const MOCK_TAIL = new Set(['once', 'already', 'seriously', 'properly']);
const INDEFINITE = new Set(['a', 'an', 'some']);
// Verbs of going back, to where the reader came from: "go back to school", "crawl back under your rock".
const GOING = new Set(['go', 'crawl', 'get', 'run', 'head']);
const BACK_TO = new Set(['to', 'under', 'into', 'in']);
// Words that may close the put-down without naming anything: "for once", "already", "mate".
const TAIL = new Set(['for', 'once', 'already', 'then', 'now', 'please', 'seriously', 'just', 'properly']);

const wordsFrom = (clause: ClauseFacts, from: number): Token[] =>
  clause.tokens.slice(from + 1).filter(isWord);

// "Get a clue before you comment on my code": what the reader does next only says when.
const READERS_NEXT = new Set(['before', 'until', 'when']);
const onlyTail = (words: readonly Token[]) =>
  (READERS_NEXT.has(words[0]?.normal ?? '') && words[1]?.normal === 'you') ||
  words.every((token) => TAIL.has(token.normal));

// "a life", "some manners": one bare noun, no adjective, number or name before it.
function bareIndefinite(words: readonly Token[]): boolean {
  const [determiner, noun, ...rest] = words;
  return (
    INDEFINITE.has(determiner?.normal ?? '') &&
    hasTag(noun, 'Noun') &&
    !hasTag(noun, 'Pronoun') &&
    !hasTag(noun, 'Value') &&
    !hasTag(noun, 'ProperNoun') &&
    onlyTail(rest)
  );
}

// "learn to spell", "learn how to read properly": an ability with nothing it is used on.
function bareAbility(words: readonly Token[]): boolean {
  const from = words[0]?.normal === 'how' ? 1 : 0;
  const [to, verb, ...rest] = words.slice(from);
  return to?.normal === 'to' && hasTag(verb, 'Verb') && onlyTail(rest);
}

// "go back to school", "crawl back under your rock": back to a place with no "the", nothing after.
function sendsBack(clause: ClauseFacts, verbAt: number): boolean {
  if (!GOING.has(lemmaOf(clause.tokens[verbAt] as Token))) return false;
  const [back, preposition, ...rest] = wordsFrom(clause, verbAt);
  if (back?.normal !== 'back' || !BACK_TO.has(preposition?.normal ?? '')) return false;
  const [first, second, ...after] = rest;
  const own = first?.normal === 'your' ? second : first;
  const tail = first?.normal === 'your' ? after : [second, ...after].filter((token) => token !== undefined);
  return hasTag(own, 'Noun') && !hasTag(own, 'Determiner') && !hasTag(own, 'Pronoun') && onlyTail(tail);
}

// `inReproach`: the message around it reproaches the reader, which makes an errand-shaped
// put-down ("You missed the deadline again. Get a life.") mock as surely as a mock tail does.
export function demeansReader(clause: ClauseFacts, inReproach = false): boolean {
  // "Go crawl back under your rock": the order's verb is the one after "go".
  const go = clause.imperativeAt;
  const next = clause.tokens[go + 1];
  const at =
    clause.tokens[go]?.normal === 'go' && hasTag(next, 'Verb') && !hasTag(next, 'Particle') ? go + 1 : go;
  if (at < 0 || clause.hasFact || clause.negated || clause.inQuestion) return false;
  const verb = lemmaOf(clause.tokens[at] as Token);
  const words = wordsFrom(clause, at);
  const mocked =
    inReproach ||
    words.some((token) => MOCK_TAIL.has(token.normal)) ||
    /!/.test(clause.tokens.at(-1)?.post ?? '') ||
    READERS_NEXT.has(words[2]?.normal ?? '');
  if (ACQUIRING.has(verb) && bareIndefinite(words) && (!ERRANDS.has(verb) || mocked)) return true;
  if (verb === 'learn' && bareAbility(words)) return true;
  return sendsBack(clause, at);
}
