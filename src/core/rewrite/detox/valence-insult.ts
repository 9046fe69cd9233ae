import { hasTag, type Token } from '../parse/tokens.ts';
import { scoreOfWord } from '../understand/clause-facts.ts';
import { READER_SUBJECTS } from '../understand/reader-words.ts';
import { isPlural } from './phrase-around.ts';
import { endsPhrase, isCopula, wordOf } from './word-shapes.ts';

// Insults no list knows, read from their valence (AFINN) and where they stand (word-edits.ts).

// Where the lists and the data are thin ("douchebag"): a strongly negative noun (AFINN -3 or
// lower) aimed at people, "you douchebag", "full of douchebags". "We have a crisis" is not.
// Not "your": "your loss", "your mistake" are about a thing.
const AIMED_AT_PEOPLE = new Set(['you', 'u']);
// AFINN scores no plural: "you douches" is scored as "douche" (rule "plural-of-toxic").
export const valenceOf = (token: Token, score: number) =>
  score === 0 && /[^s]s$/.test(wordOf(token)) ? scoreOfWord(wordOf(token).slice(0, -1)) : score;

export function isInsultByValence(tokens: readonly Token[], index: number, wordScore: number): boolean {
  const token = tokens[index] as Token;
  const score = valenceOf(token, wordScore);
  // "you victims of the flood": the person something happened to (rule "label-by-valence").
  if (RELATION_AFTER.has(wordOf(tokens[index + 1]))) return false;
  if (score > -3 || hasTag(token, 'Adjective') || hasTag(token, 'Adverb')) return false;
  // Rule "valence-insult-is-a-noun": "don't you hate when …", "why you hating on my jokes": a verb
  // the lexicon knows (compromise's MaybeVerb), a gerund or a past form after "you" is what the
  // reader does, never a name for them ("you person"). Near miss: "you moron", which compromise
  // reads as a verb only by its place, and knows no verb "moron".
  if (['Gerund', 'PastTense', 'MaybeVerb', 'Modal'].some((tag) => hasTag(token, tag))) return false;
  const before = wordOf(tokens[index - 1]);
  return AIMED_AT_PEOPLE.has(before) || (before === 'of' && isPlural(token)) || labelsReader(tokens, index);
}

// Rule "label-by-valence": "you are a douchebag", "you're a total douchebag", "you are such a
// douche": where no list knows the word, a strongly negative noun (AFINN -3 or lower) said of the
// reader after a linking verb is a label for them, an insult. Only the reader: AFINN scores
// "victim" and "slave" -3 too, and "he is a victim" must stay. Near misses: "it is a crisis" (no
// person), "you are a victim of fraud" (the person something happened to), "you killed it" (a verb).
const READER_COPULAS = new Set(['youre', "you're", 'ur']);
const RELATION_AFTER = new Set(['of', 'to', 'for']);
function labelsReader(tokens: readonly Token[], index: number): boolean {
  if (RELATION_AFTER.has(wordOf(tokens[index + 1]))) return false;
  let at = index - 1;
  // "a total douchebag", "such a complete douche": up to two describing words between.
  while (at >= 0 && index - at <= 2 && !endsPhrase(tokens[at]) && !ARTICLES_A.has(wordOf(tokens[at]))) {
    if (isCopula(tokens[at]) || READER_COPULAS.has(wordOf(tokens[at]))) break;
    if (!hasTag(tokens[at], 'Adjective') && !hasTag(tokens[at], 'Noun')) return false;
    at--;
  }
  if (ARTICLES_A.has(wordOf(tokens[at]))) {
    at--;
    if (wordOf(tokens[at]) === 'such') at--;
  } else if (!isPlural(tokens[index] as Token)) return false;
  const copula = tokens[at];
  if (READER_COPULAS.has(wordOf(copula))) return true;
  return isCopula(copula) && READER_SUBJECTS.has(wordOf(tokens[at - 1]));
}
const ARTICLES_A = new Set(['a', 'an']);
