import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import Sentiment from 'sentiment';
import { tokenizeSentences } from '../parse/tokens.ts';
import { readClause } from '../understand/clause-facts.ts';
import { isHostileOrder } from '../understand/hostile-orders.ts';

// Which sentences of an original a rewrite may drop without losing meaning: profanity, and
// sentences aimed at the reader that insult or blame ("You're useless with money", "Do you even
// read your e-mail?", "I've asked you THREE times"). The guard exempts the small facts of those
// sentences (counts, names, past days) so that dropping blame never reads as dropping meaning.

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const sentiment = new Sentiment();

const ADDRESSES_READER = /\b(?:you|your|you're|youre|yours|yourself|yourselves)\b/i;
// Words that turn a remark about the reader into a reproach: repetition and rhetorical emphasis.
const REPROACH = /\b(?:again|even|for once|always|never|every time|how many times|\w+ times|seriously)\b/i;
// AFINN scores run from -5 to 5; -2 and below are insults and strong negatives ("lazy", "useless").
const INSULT_SCORE = -2;

export const hasProfanity = (text: string) => profanity.hasMatch(text);

// "Go away.", "Die a painful death.": an order that is itself the attack asks for nothing.
// Parsed only when a strong negative or a particle of sending off is there at all.
const SENDING_OFF = /\b(?:away|off|out|lost)\b/i;
const ordersHostility = (sentence: string, strong: boolean) =>
  (strong || SENDING_OFF.test(sentence)) &&
  tokenizeSentences(sentence).some((tokens) => isHostileOrder(readClause(tokens, false)));

export function isHostileSentence(sentence: string): boolean {
  if (hasProfanity(sentence)) return true;
  const { calculation } = sentiment.analyze(sentence);
  const strong = calculation.some((scored) => Object.values(scored).some((score) => score <= INSULT_SCORE));
  if (!ADDRESSES_READER.test(sentence)) return ordersHostility(sentence, strong);
  return REPROACH.test(sentence) || strong;
}

// Profane or insulting words are never names: "Hi Shit," has no name to keep.
// The guard asks about every capitalised word of both texts, and obscenity runs its whole pattern
// set each time (a hundredth of a transform job, issue 24). The answer depends on the word alone,
// so it is kept per word, as profanity.ts keeps its own, in a map that starts again past a day's
// vocabulary.
const KNOWN_WORDS_MAX = 20_000;
const abusiveWords = new Map<string, boolean>();
export function isAbusiveWord(word: string): boolean {
  const known = abusiveWords.get(word);
  if (known !== undefined) return known;
  if (abusiveWords.size >= KNOWN_WORDS_MAX) abusiveWords.clear();
  const abusive = hasProfanity(word) || sentiment.analyze(word).score <= INSULT_SCORE;
  abusiveWords.set(word, abusive);
  return abusive;
}
