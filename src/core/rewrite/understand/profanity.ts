import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { hasTag, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Swear words and judging adjectives that can go without changing what a sentence says:
// obscenity's maintained English dataset finds the swearing, and the AFINN lexicon finds strongly
// negative words used as intensifiers before a noun ("the bloody train", "this stupid form").

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

export const isSwearWord = (token: Token): boolean =>
  token.text !== '' && (MILD_SWEARING.has(token.normal) || matcher.hasMatch(token.text));

const isAttributive = (tokens: readonly Token[], index: number) => {
  const next = tokens[index + 1];
  return hasTag(next, 'Noun') || (hasTag(next, 'Adjective') && hasTag(tokens[index + 2], 'Noun'));
};

// Indices of tokens to remove. "the fuck", "the hell" take their article with them.
export function profaneTokens(clause: ClauseFacts, spareWords: ReadonlySet<string>): number[] {
  const { tokens, scores } = clause;
  const remove = new Set<number>();
  tokens.forEach((token, index) => {
    if (spareWords.has(token.normal)) return;
    const score = scores.get(index) ?? 0;
    const intensifier =
      score <= -3 &&
      (hasTag(token, 'Adjective') || hasTag(token, 'Expression') || hasTag(token, 'Adverb')) &&
      !hasTag(token, 'PastTense') &&
      isAttributive(tokens, index);
    const expletive = score <= -4 && (hasTag(token, 'Expression') || hasTag(token, 'Noun'));
    if (!isSwearWord(token) && !intensifier && !expletive) return;
    remove.add(index);
    const before = tokens[index - 1];
    if (before?.normal === 'the' && !hasTag(tokens[index + 1], 'Noun')) remove.add(index - 1);
  });
  return [...remove].sort((a, b) => a - b);
}
