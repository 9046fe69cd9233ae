import { cuss } from 'cuss';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { hasTag, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Swear words: obscenity's maintained English dataset, plus the mild ones it leaves out ("the
// bloody train", "this stupid form"). Strongly negative words that say something ("a corrupt
// official", "wrong figures") are the writer's meaning and stay.

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

// Mild British and American swearing that obscenity's dataset leaves out.
const MILD_SWEARING = new Set([
  'damn',
  'damned',
  'bloody',
  'freaking',
  'frigging',
  'effing',
  'flipping',
  'goddamn',
  'stupid',
  'crappy',
  'crap',
]);

// Rule "censored-swear": "sh*t", "d*mn": the writer starred out letters, and the reader reads the
// word all the same. A word of letters and stars is a swear word when a sure one of cuss's (rating
// 2) or a mild one has the same length and the same letters where letters are given. "c*t" is no
// listed word's shape and stays; obscenity already sees "f**k".
const SURE = 2;
const STARRED_SHAPES = new Map<number, string[]>();
for (const word of [...Object.keys(cuss).filter((key) => cuss[key] === SURE), ...MILD_SWEARING])
  if (/^[a-z]+$/.test(word))
    STARRED_SHAPES.set(word.length, [...(STARRED_SHAPES.get(word.length) ?? []), word]);

export function isCensoredSwear(word: string): boolean {
  if (!/^[a-z*]+$/i.test(word) || !word.includes('*') || !/[a-z]/i.test(word)) return false;
  const shape = new RegExp(`^${word.toLowerCase().replace(/\*/g, '[a-z]')}$`);
  return (STARRED_SHAPES.get(word.length) ?? []).some((listed) => shape.test(listed));
}

// A token needs two letters in a row and no digit to be a word at all: "f@6" and "fA6" are ids or
// noise, not leetspeak.
// A greeting's name is no swearing ("Hey Dick,": parse/vocative-names.ts).
export const isSwearWord = (token: Token): boolean =>
  !hasTag(token, 'VocativeName') &&
  (isCensoredSwear(token.text) ||
    (/\p{L}{2}/u.test(token.text) &&
      !/\d/.test(token.text) &&
      (MILD_SWEARING.has(token.normal) || matchesObscenity(token.text))));

// obscenity runs its whole pattern set over a word, and one message asks about the same word
// many times (the rewrite, its score, the guard). The answer depends on the word alone, so it is
// kept per word, in a map that starts again when it grows past a day's vocabulary.
const KNOWN_WORDS_MAX = 20_000;
const knownWords = new Map<string, boolean>();

function matchesObscenity(word: string): boolean {
  const known = knownWords.get(word);
  if (known !== undefined) return known;
  if (knownWords.size >= KNOWN_WORDS_MAX) knownWords.clear();
  const matches = matcher.hasMatch(word);
  knownWords.set(word, matches);
  return matches;
}

// Indices of tokens to remove. "the fuck", "the hell" take their article with them.
export function profaneTokens(clause: ClauseFacts, spareWords: ReadonlySet<string>): number[] {
  const { tokens, scores } = clause;
  const remove = new Set<number>();
  tokens.forEach((token, index) => {
    if (spareWords.has(token.normal) || hasTag(token, 'VocativeName')) return;
    // AFINN's strongest words used as exclamations ("what the hell") are swearing too.
    const expletive =
      (scores.get(index) ?? 0) <= -4 && (hasTag(token, 'Expression') || hasTag(token, 'Noun'));
    if (!isSwearWord(token) && !expletive) return;
    remove.add(index);
    const before = tokens[index - 1];
    if (before?.normal === 'the' && !hasTag(tokens[index + 1], 'Noun')) remove.add(index - 1);
  });
  return [...remove].sort((a, b) => a - b);
}
