import { hasTag, type Token } from '../parse/tokens.ts';
import { PERSON_NOUNS } from './person-nouns.ts';

// Rule "state-of-a-thing": "dirty mugs", "the filthy oven", "muddy boots": a word people often
// deleted in insults ("dirty liar") and that AFINN scores low says, before a plain thing, what state
// the thing is in, and that is a fact the message needs (the mugs to wash are the dirty ones). It
// scores nothing, stays through detox and is no verdict on the reader's things. Near misses: "you
// dirty liar" (the reader named), "that filthy animal", "dirty rat" (said of a living being),
// "disgusting mugs" (a verdict, not a state).
const STATES_OF_THINGS = new Set([
  'dirty',
  'filthy',
  'muddy',
  'greasy',
  'stinky',
  'smelly',
  'mouldy',
  'moldy',
]);
const LIVING = new Set([
  ...PERSON_NOUNS,
  'rat',
  'rats',
  'pig',
  'pigs',
  'animal',
  'animals',
  'dog',
  'liar',
  'cop',
]);
const ADDRESSED = new Set(['you', 'u', 'ya', 'ye']);

// `scoreOf`: AFINN's score of a word, so that a noun that judges ("mess") is no plain thing.
export function describesThingState(
  tokens: readonly Token[],
  index: number,
  scoreOf: (word: string) => number,
): boolean {
  const token = tokens[index];
  if (!token || !STATES_OF_THINGS.has(token.normal)) return false;
  if (ADDRESSED.has(tokens[index - 1]?.normal ?? '')) return false;
  const next = tokens[index + 1];
  return (
    next !== undefined &&
    !/[,;:]/.test(token.post) &&
    hasTag(next, 'Noun') &&
    !['Pronoun', 'Person', 'Determiner'].some((tag) => hasTag(next, tag)) &&
    !LIVING.has(next.normal) &&
    scoreOf(next.normal) === 0
  );
}
