import { learnedWord } from '../detox/learned-lexicon.ts';
import { hasTag, isWord, type Token } from '../parse/tokens.ts';
import { PERSON_NOUNS } from './person-nouns.ts';
import { isSwearWord } from './profanity.ts';
import { isPutDownWord } from './put-down-labels.ts';

// Rule "insult-vocative-closer": "that episode is a year old , bitch", "now get to work you cunt",
// "you have a new nickname bitch": a put-down name for the reader put after a clause that says
// something is a vocative; it is split off as a clause of its own (understand/clauses.ts), so it
// goes as an insult and the statement before it stays. Before, the vocative made the whole clause
// an insult and nothing was sent. Three shapes: after a comma, as "you" and the name ("you little
// bitch"), or a bare swear word for a person straight after the last word of the clause. Near
// misses: "you are a chicken shit coward", "spell check is a bitch", "you 're my bitch" (the name
// is the predicate or an object: an article, a possessive or "such" stands before it), "just v
// bored of the same old shit" (a swear word for a thing, not a person), "you dumb bitch" (nothing
// said before it).

// The name is for a person: people who rewrote it (ParaDetox) wrote a word for a person in its
// place ("idiot" -> "person", "bitch" -> "girl", "cunt" -> "bad person"); "shit" -> "thing" is not.
function namesPerson(word: string): boolean {
  const singular = word.replace(/s$/, '');
  if (!isPutDownWord(word) && !isPutDownWord(singular)) return false;
  const rewrites = learnedWord(word)?.replacements ?? learnedWord(singular)?.replacements ?? [];
  return rewrites.some((rewrite) => PERSON_NOUNS.has(rewrite.split(' ').at(-1) ?? ''));
}

// Words that may stand between "you" and the name: "you little bitch", "you miserable fags".
const describes = (token: Token | undefined) =>
  token !== undefined && (hasTag(token, 'Adjective') || hasTag(token, 'Adverb') || isSwearWord(token));
const OWNS_THE_NAME = new Set(['a', 'an', 'the', 'such', 'my', 'your', 'his', 'her', 'our', 'their', 'of']);

// The index in `tokens` where the vocative starts, or -1.
export function vocativeCloserAt(tokens: readonly Token[]): number {
  const words = tokens.map((token, at) => ({ token, at })).filter(({ token }) => isWord(token));
  const last = words.length - 1;
  const name = words[last];
  if (!name || last < 3 || !namesPerson(name.token.normal)) return -1;
  let start = last;
  while (start > last - 3 && describes(words[start - 1]?.token)) start--;
  const before = words[start - 1];
  if (!before) return -1;
  const saysSomething = (end: number) =>
    words.slice(0, end).filter(({ token }) => hasTag(token, 'Verb')).length > 0 && end >= 2;
  // "…, you idiot": "you" opens the vocative.
  if (before.token.normal === 'you' && saysSomething(start - 1)) return before.at;
  if (OWNS_THE_NAME.has(before.token.normal) || hasTag(before.token, 'Determiner')) return -1;
  if (hasTag(before.token, 'Possessive')) return -1;
  // "…, bitch", "…, you racist": after a comma.
  if (/[,;:]\s*$/.test(before.token.post) && saysSomething(start)) return words[start]?.at ?? -1;
  // Bare: one swear word for a person, after words that are no part of a name ("a total dick",
  // "a bloody lying bastard" are one noun phrase: an article or a swear word stands in it).
  const partOfName = (token: Token | undefined) =>
    token !== undefined &&
    (OWNS_THE_NAME.has(token.normal) ||
      hasTag(token, 'Determiner') ||
      hasTag(token, 'Copula') ||
      hasTag(token, 'Adjective') ||
      hasTag(token, 'Gerund') ||
      isSwearWord(token) ||
      isPutDownWord(token.normal));
  const twoBefore = words[start - 2]?.token;
  const plainAdjective = (token: Token | undefined) =>
    token !== undefined && hasTag(token, 'Adjective') && !isSwearWord(token) && !isPutDownWord(token.normal);
  const bare =
    start === last &&
    isSwearWord(name.token) &&
    !partOfName(before.token) &&
    // "a new nickname bitch": an adjective two words back describes the word before the name.
    !(partOfName(twoBefore) && !plainAdjective(twoBefore));
  return bare && saysSomething(start) ? name.at : -1;
}

// Rule "no-vocative-stand-in": "fuck off , you giant twat" left "You giant person." once its words
// were swapped: a sentence that ends on "you", a word or two and a plain word for a person is the
// vocative with a stand-in, never a calm message (rewrite.ts, keep-what-words-alone-calm). Near
// misses: "you are a good person" (a linking verb: a statement) and "thank you, kind people"
// (no put-down was there: the original is checked by the caller).
export function endsOnStandInVocative(sentences: readonly (readonly Token[])[]): boolean {
  return sentences.some((tokens) => {
    const words = tokens.filter(isWord);
    const youAt = words.findLastIndex((token) => token.normal === 'you');
    const tail = words.slice(youAt + 1);
    return (
      youAt >= 0 &&
      tail.length >= 1 &&
      tail.length <= 3 &&
      PERSON_NOUNS.has(tail.at(-1)?.normal ?? '') &&
      !tail.some((token) => hasTag(token, 'Verb') || hasTag(token, 'Copula'))
    );
  });
}
