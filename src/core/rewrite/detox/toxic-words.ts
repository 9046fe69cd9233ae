import { cuss } from 'cuss';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { scoreOfWord } from '../understand/clause-facts.ts';
import { isCensoredSwear } from '../understand/profanity.ts';
import { learnedWord } from './learned-lexicon.ts';

// Which words are toxic, from three sources, strongest first:
// - obscenity's maintained English dataset, which also sees disguised spellings ("sh1t", "fuuck");
// - what people did in real rewrites (learned-lexicon.ts): a word they removed in three cases of
//   four or more, seen at least three times, and unkind on its own (below);
// - cuss's sureness ratings where the data is thin: a word rated sure (2) that is also unkind.
// "Unkind on its own" (AFINN below zero, or listed by cuss) keeps out what people only respelled
// ("thats" -> "that's") or dropped with a phrase ("give" in "give a shit").

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const CUSS: Readonly<Record<string, number>> = cuss;
const LEARNED_CHANGE_RATE = 0.75;
const LEARNED_MIN_SEEN = 3;
const SURE = 2;

// A word needs two letters in a row and no digit: "f@6" and "fA6" are ids, not leetspeak.
export const isWordLike = (word: string) => /\p{L}{2}/u.test(word) && !/\d/.test(word);

export type Toxicity = 'listed' | 'learned' | 'rated';

// `score`: the word's AFINN score (0 when it has none).
// Words repeat across clauses and candidate edits: each is judged once (bounded, so a long
// session can't grow it without end).
const judged = new Map<string, Toxicity | null>();
const MAX_JUDGED = 20_000;

// A word cuss rates as profane at all (1 or 2), in the form given or as the singular of a plural.
export const cussRates = (word: string): boolean =>
  [word, word.replace(/e?s$/, '')].some((form) => (CUSS[form.toLowerCase()] ?? 0) > 0);

export function toxicityOf(word: string, score: number): Toxicity | null {
  const key = `${word}\u0000${score}`;
  const known = judged.get(key);
  if (known !== undefined) return known;
  if (judged.size >= MAX_JUDGED) judged.clear();
  const toxicity = judge(word, score);
  judged.set(key, toxicity);
  return toxicity;
}

function judge(word: string, score: number): Toxicity | null {
  if (!isWordLike(word)) return null;
  const lower = word.toLowerCase();
  if (matcher.hasMatch(lower) || isCensoredSwear(lower)) return 'listed';
  // cuss lists one form: "idiot", not "idiots".
  const unkind = score < 0 || CUSS[lower] !== undefined || CUSS[lower.replace(/e?s$/, '')] !== undefined;
  const learned = learnedWord(lower);
  if (learned && learned.seen >= LEARNED_MIN_SEEN && learned.changeRate >= LEARNED_CHANGE_RATE && unkind)
    return 'learned';
  if (learned && rewrittenAsPerson(learned)) return 'learned';
  if (CUSS[lower] === SURE && score < 0) return 'rated';
  return pluralOfToxic(lower);
}

// Rule "plural-of-toxic": "dipshits", "scumbags", "jerks", "douches": cuss, AFINN and the learned
// data mostly list one form, and AFINN scores no plural, so a plural is judged as its singular with
// the singular's own score ("scumbag" is -4, "scumbags" 0). Near misses: "kisses" and "glasses"
// have kind singulars, "bass" and "is" are no plurals.
function pluralOfToxic(lower: string): Toxicity | null {
  if (!/[^s]s$/.test(lower)) return null;
  for (const singular of [lower.slice(0, -1), lower.replace(/es$/, '')]) {
    if (singular === lower || singular.length < 3) continue;
    const toxicity = toxicityOf(singular, scoreOfWord(singular));
    if (toxicity) return toxicity;
  }
  return null;
}

// Rule "rewritten-as-a-person": "clown", "buffoon": AFINN and cuss have no score for them, but
// people who rewrote real toxic sentences changed them nearly every time, and mostly into a plain
// word for a person ("him", "person", "guys"): the data says they were names for people, used as
// insults. Near misses: "trash" was mostly rewritten as a thing ("generation", "thing"), and
// "holy" was only deleted, never made a person.
const PERSON_REWRITES = new Set([
  'person',
  'people',
  'him',
  'her',
  'them',
  'guy',
  'guys',
  'man',
  'men',
  'he',
  'she',
]);
const PERSON_MIN_SEEN = 8;
const PERSON_CHANGE_RATE = 0.9;
const rewrittenAsPerson = (learned: NonNullable<ReturnType<typeof learnedWord>>) =>
  learned.seen >= PERSON_MIN_SEEN &&
  learned.changeRate >= PERSON_CHANGE_RATE &&
  learned.replacements.filter((text) => PERSON_REWRITES.has(text)).length >= 2;
