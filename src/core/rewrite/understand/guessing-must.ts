import { hasTag, isWord, lemmaOf, type Token } from '../parse/tokens.ts';
import { scoreOfWord } from './clause-facts.ts';
import { NEAR_TIMES } from './cue-words.ts';

// Rule "must-guesses": "Kenny must be shitting bricks", "she must look like a gremlin", "you must
// be joking", "he must be a fool if …": "must" before a state or an ongoing act is the writer's
// guess about someone, not a demand. It stays "must": "needs to be" or "please be" would turn a
// guess into an order and change what the writer said. Near misses: "You must be at the office by
// 9", "you must send it", "you must be ready by Friday" demand (an action, a place or a time).
const LOOKS = new Set(['look', 'seem', 'sound', 'feel']);
const THOUGHTS = new Set(['think', 'mean', 'realise', 'realize']);
const SUBORDINATORS = new Set(['if', 'when', 'because', 'since', 'who', 'that', 'so', 'but', 'and']);

const LIMIT_WORDS = new Set(['by', 'before', 'until', 'till', 'on']);
const DEADLINE_DAYS = new Set([...NEAR_TIMES, 'asap']);
const isTimeLimit = (token: Token, before: Token | undefined) =>
  DEADLINE_DAYS.has(token.normal) ||
  ((hasTag(token, 'Date') || hasTag(token, 'Time') || hasTag(token, 'Value')) &&
    LIMIT_WORDS.has(before?.normal ?? ''));

// `rest`: the words after "must" up to the end of the sentence.
export function mustGuesses(rest: readonly Token[]): boolean {
  // Only its own clause: "you must be joking, the invoice was paid on Monday" and "he must be a
  // genius if he fixed it in a day" guess; the date belongs to another clause.
  const end = rest.findIndex(
    (token, index) => /[,;:.!?]/.test(token.post) || SUBORDINATORS.has(rest[index + 1]?.normal ?? ''),
  );
  const words = rest.slice(0, end < 0 ? undefined : end + 1).filter(isWord);
  const [verb, next, after] = words;
  if (!verb) return false;
  // A time limit in what follows makes a demand: "must be there by 5pm", "must be ready today".
  // A habit ("every day") is no limit: "must be nice to leave at 3 every day" still guesses.
  // "Must be nice to leave at 4 every day": a habit beside a judgement is no time limit; "You
  // must be here at 4 every day" still demands.
  const habit = words.some((token) => token.normal === 'every' || token.normal === 'each');
  const judging = words[0]?.normal === 'be' && scoreOfWord(words[1]?.normal ?? '') > 0;
  if (!(habit && judging) && words.some((token, at) => isTimeLimit(token, words[at - 1]))) return false;
  const lemma = lemmaOf(verb);
  if (THOUGHTS.has(lemma)) return true;
  // "look like a gremlin", "feel awful"; "look at the report" demands a reading.
  if (LOOKS.has(lemma)) return next?.normal === 'like' || hasTag(next, 'Adjective');
  if (verb.normal !== 'be' || !next) return false;
  if (hasTag(next, 'Gerund')) return true;
  // "be a fool", "be republican", "be nice": a kind of person or a judgement, not a place to be.
  const judged = (token: Token | undefined) => token !== undefined && scoreOfWord(token.normal) !== 0;
  const kind = ['a', 'an'].includes(next.normal) && hasTag(after, 'Noun');
  const person = hasTag(next, 'Noun') && !hasTag(next, 'Pronoun') && !hasTag(next, 'Preposition');
  return judged(next) || kind || describedKind(words) || (person && !hasTag(next, 'Participle'));
}

// Rule "must-guesses" reads past describing words too: "my ex must be a serial killer", "must be
// global warming again": a noun after "be" (and an article), with adjectives before it, is a kind
// of person or thing, so the "must" guesses. Near miss: "must be ready today" has no noun (and a
// time limit), "must be at the office" a place.
function describedKind(words: readonly Token[]): boolean {
  let at = ['a', 'an'].includes(words[1]?.normal ?? '') ? 2 : 1;
  const start = at;
  while (hasTag(words[at], 'Adjective') && !hasTag(words[at], 'Noun')) at++;
  const noun = words[at];
  return (
    at > start &&
    noun !== undefined &&
    hasTag(noun, 'Noun') &&
    !hasTag(noun, 'Pronoun') &&
    !hasTag(noun, 'Date') &&
    !hasTag(noun, 'Participle')
  );
}

// The same read on text, for the last net that works on the sent text (trigger-repair.ts).
export const mustGuessesIn = (tokens: readonly Token[], mustAt: number): boolean =>
  tokens[mustAt]?.normal === 'must' && mustGuesses(tokens.slice(mustAt + 1));
