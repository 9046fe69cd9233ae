import { VAGUE_RULE } from '../../analysis/word-rules.ts';
import type { Token } from '../parse/tokens.ts';
import { PERSON_NOUNS } from '../understand/person-nouns.ts';
import { learnedWord } from './learned-lexicon.ts';
import { learnedAfter } from './learned-phrases.ts';
import { fitsAs, isPlural, tagsOfWord } from './phrase-around.ts';
import { toxicityOf } from './toxic-words.ts';
import { PERSON, THING, wordOf } from './word-shapes.ts';

// The noun that takes a toxic noun's slot (word-edits.ts rule "noun-head"): the one people wrote
// after the same word, else one of their rewrites of it that fits, else "person" or "thing".

const VAGUE_WORDS = new Set(VAGUE_RULE.phrases.map((phrase) => phrase.text));

// After these with no article, a count noun is plural: "full of things", not "full of thing".
const BARE_PLURAL_BEFORE = new Set(['of', 'with', 'about', 'like']);
const PLURALS: Readonly<Record<string, string>> = { thing: 'nonsense', person: 'people' };
// Uses of a word in the training pairs from which its rewrites, not its valence, tell its kind.
const PERSON_EVIDENCE = 20;

export function nounReplacement(tokens: readonly Token[], index: number, score: number): string {
  const token = tokens[index] as Token;
  const word = wordOf(token);
  const plural = isPlural(token);
  const before = wordOf(tokens[index - 1]);
  const bare = BARE_PLURAL_BEFORE.has(before);
  const inContext = learnedAfter(before, word);
  const inPlace = (bare && PLURALS[inContext ?? '']) || inContext;
  if (fitsAs(inPlace, 'Noun') && !VAGUE_WORDS.has(inPlace)) return inPlace;
  const options = learnedWord(word)?.replacements ?? [];
  const fitting = options.find(
    (option) =>
      fitsAs(option, 'Noun') &&
      !VAGUE_WORDS.has(option) &&
      isPlural({ ...token, text: option, tags: tagsOfWord(option) }) === (plural || bare),
  );
  if (fitting) return fitting;
  // An insult names a person; a swear word used as a noun names a thing ("full of shit").
  // Words obscenity lists are mostly body and toilet words: a thing, never a person ("a big cock").
  // Rule "person-by-evidence": where people rewrote the word often enough, their rewrites decide
  // whether it named a person ("idiot" -> "person", "guy"); "hell" was never rewritten as one, so
  // "go to hell" is no "go to person". Valence decides only where the data is thin ("douchebag").
  const seenEnough = (learnedWord(word)?.seen ?? 0) >= PERSON_EVIDENCE;
  const person =
    options.some((option) => PERSON_NOUNS.has(option)) ||
    (score <= -3 && toxicityOf(word, score) !== 'listed' && !seenEnough);
  const kind = person ? PERSON : THING;
  return plural || bare ? kind.many : kind.one;
}
