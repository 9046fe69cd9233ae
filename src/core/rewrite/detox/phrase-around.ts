import nlp from 'compromise';
import { hasTag, joinTokens, type Token } from '../parse/tokens.ts';
import { scoreOfWord } from '../understand/clause-facts.ts';
import { findTimeReferences } from '../understand/time-references.ts';
import { learnedWord } from './learned-lexicon.ts';
import { toxicityOf } from './toxic-words.ts';
import { endsPhrase, wordOf } from './word-shapes.ts';

// The words around a toxic word, as word-edits.ts reads them before it fixes the word: where its
// phrase ends, whether a noun it only describes follows, whether it is a subject's only verb, and
// whether a replacement word fits the slot it leaves.

// The last word of a clause ends its phrase too.
export const endsAt = (tokens: readonly Token[], index: number) =>
  index >= tokens.length - 1 ||
  endsPhrase(tokens[index]) ||
  !/[\p{L}\p{N}]/u.test(tokens[index + 1]?.text ?? '');
export const DEGREE_WORDS = new Set(['how', 'so', 'too', 'really', 'very', 'as', 'pretty']);

// A comma typed as its own word may be tagged a noun; it is none.
export const isNounish = (token: Token | undefined) =>
  hasTag(token, 'Noun') &&
  !hasTag(token, 'Pronoun') &&
  !hasTag(token, 'Determiner') &&
  /[\p{L}\p{N}]/u.test(token?.text ?? '');

// Rule "verb-keeps-its-clause": "that sucks", "it sucks not having a car": the toxic word is the
// only verb its subject has, so deleting it leaves "that , mine is …". It becomes what people
// wrote for it with a linking verb ("is bad"). Near miss: "this shit is annoying" (a noun).
const SUBJECT_WORDS = new Set(['it', 'that', 'this', 'he', 'she', 'life', 'everything', 'which']);
export function verbOfSubject(tokens: readonly Token[], index: number, previous: number): string | null {
  const token = tokens[index] as Token;
  const word = wordOf(token);
  if (!hasTag(token, 'Verb') || !/[^s]s$/.test(word)) return null;
  if (!SUBJECT_WORDS.has(wordOf(tokens[previous]))) return null;
  const linked = learnedWord(word)?.replacements.find((option) => /^is\b/.test(option));
  return linked ?? 'is bad';
}

// Rule "article-wants-its-noun": "a shit draw", "the shit weather", "not a fucking grizzly bear": an
// article opens a noun phrase, and when a word that can head it closes the phrase after the toxic
// word, the toxic word only described that head (compromise reads "draw", "weather", "bear" as
// verbs, so describesNext misses it). It goes, as people wrote it ("a draw", "the weather"); a
// stand-in there ("a thing draw") is no English. Near misses: "the shit is hitting the fan" (a
// verb follows: the swear word is the head) and "a bitch to make" ("to" opens no head).
export const ARTICLES = new Set(['a', 'an', 'the']);
const NOT_A_HEAD = [
  'Pronoun',
  'Determiner',
  'Preposition',
  'Conjunction',
  'Copula',
  'Auxiliary',
  'Modal',
  'Gerund',
  'PastTense',
  'QuestionWord',
  'Adverb',
];
const closesPhrase = (tokens: readonly Token[], at: number) =>
  endsAt(tokens, at) || ['Preposition', 'Conjunction'].some((tag) => hasTag(tokens[at + 1], tag));
export function headFollows(tokens: readonly Token[], index: number): boolean {
  const canHead = (at: number) => {
    const token = tokens[at];
    return (
      token !== undefined &&
      /^\p{L}{2,}$/u.test(token.text) &&
      !NOT_A_HEAD.some((tag) => hasTag(token, tag)) &&
      (isNounish(token) || hasTag(token, 'Infinitive')) &&
      toxicityOf(wordOf(token), scoreOfWord(wordOf(token))) === null &&
      closesPhrase(tokens, at)
    );
  };
  // "a fucking grizzly bear": one describing word may stand between.
  const between = tokens[index + 1];
  const describer =
    /^\p{L}/u.test(between?.text ?? '') && (hasTag(between, 'Adjective') || hasTag(between, 'Adverb'));
  return (
    !endsAt(tokens, index) &&
    (canHead(index + 1) || (describer && !endsAt(tokens, index + 1) && canHead(index + 2)))
  );
}

// compromise's reading of a replacement word on its own: is it a noun, an adjective, a verb?
const tagCache = new Map<string, Set<string>>();
export function tagsOfWord(word: string): Set<string> {
  let tags = tagCache.get(word);
  if (!tags) {
    const terms = nlp(word).json()[0]?.terms ?? [];
    tags = new Set<string>(terms.length === 1 ? (terms[0]?.tags ?? []) : []);
    tagCache.set(word, tags);
  }
  return tags;
}
// A replacement fits when it is one word of the slot's kind, not a pronoun ("their asses" ->
// "them" belongs to the phrase, not the word) and not toxic itself ("garbage" -> "trash").
export const fitsAs = (word: string | undefined, tag: string): word is string =>
  word !== undefined &&
  word !== '' &&
  !word.includes(' ') &&
  tagsOfWord(word).has(tag) &&
  !tagsOfWord(word).has('Pronoun') &&
  toxicityOf(word, scoreOfWord(word)) === null;

export const isPlural = (token: Token) => hasTag(token, 'Plural') || /[^s]s$/.test(wordOf(token));
// "last night", "this morning": chrono-node reads a time starting at `at` (the few words there).
export const startsTime = (tokens: readonly Token[], at: number): boolean =>
  at < tokens.length &&
  findTimeReferences(joinTokens(tokens.slice(at, at + 3))).some((reference) => reference.start === 0);

// "a total idiot", "an ego ridden buffoon": compromise may tag "total" a noun and "ridden" a
// verb, but words between an article and the insult describe it, so the slot is there (the
// insult deleted left "you 're a total", a hole). Near miss: "shut up bitch" has no article.
export function describedAfterArticle(tokens: readonly Token[], last: number): boolean {
  for (let at = last; at >= 0 && last - at < 3; at--) {
    const token = tokens[at];
    if (ARTICLES.has(wordOf(token))) return at < last;
    if (endsPhrase(token) || hasTag(token, 'Pronoun') || !/^\p{L}/u.test(token?.text ?? '')) return false;
  }
  return false;
}

const PREDICATE_TAGS = ['Verb', 'Gerund', 'Adverb', 'Adjective', 'Noun'];
const NOT_PREDICATE_TAGS = [
  'Preposition',
  'Pronoun',
  'Determiner',
  'Conjunction',
  'Date',
  'Copula',
  'Auxiliary',
  'Modal',
];
// The word after a stressing word carries the predicate: "failing", "amazing", or an adverb with
// a predicate after it ("really bad"); "fucked regularly" and "stupid enough to" have none.
export function stressesNext(tokens: readonly Token[], index: number): boolean {
  const [token, next, after] = [tokens[index], tokens[index + 1], tokens[index + 2]];
  const predicate = (word: Token | undefined) =>
    /^\p{L}/u.test(word?.text ?? '') &&
    PREDICATE_TAGS.some((tag) => hasTag(word, tag)) &&
    !NOT_PREDICATE_TAGS.some((tag) => hasTag(word, tag));
  if (endsPhrase(token) || hasTag(token, 'PastTense') || !predicate(next)) return false;
  return !hasTag(next, 'Adverb') || (!endsPhrase(next) && predicate(after) && !hasTag(after, 'Adverb'));
}
