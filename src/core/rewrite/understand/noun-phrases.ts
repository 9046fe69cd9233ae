import { hasTag, joinTokens, type Token } from '../parse/tokens.ts';
import { REPROACH_MARKERS } from './cue-words.ts';

// Noun phrases as plan and realise read them: what a dropped clause was about ("the client call").

const NOUN_PHRASE_TAGS = ['Determiner', 'Possessive', 'Adjective', 'Noun', 'Value'];
const isNounPhrasePart = (token: Token) =>
  NOUN_PHRASE_TAGS.some((tag) => hasTag(token, tag)) &&
  !REPROACH_MARKERS.has(token.normal) &&
  token.text !== '';

export type GrammaticalNumber = 'singular' | 'plural';

const numberOf = (phrase: readonly Token[]): GrammaticalNumber =>
  hasTag(phrase.at(-1), 'Plural') ? 'plural' : 'singular';

// The last noun phrase with a real noun in it: "the client call"; with `number`, the last one that
// an "it" (singular) or a "them" (plural) can stand for.
export function lastNounPhrase(tokens: readonly Token[], number?: GrammaticalNumber): string | null {
  let best: Token[] | null = null;
  let run: Token[] = [];
  let bestHasFact = false;
  const close = () => {
    // "3 every day" names a time, not a thing: a noun that is only a date heads no topic.
    const hasNoun = run.some(
      (token) => hasTag(token, 'Noun') && !hasTag(token, 'Pronoun') && !hasTag(token, 'Date'),
    );
    const hasFact = run.some((token) => /\d/.test(token.text) || hasTag(token, 'ProperNoun'));
    // A phrase with a number or a name ("the 15% discount") beats a later plain one ("no sense").
    const agrees = number === undefined || (run.length > 0 && numberOf(run) === number);
    if (hasNoun && agrees && (hasFact || !bestHasFact)) {
      best = run;
      bestHasFact = hasFact;
    }
    run = [];
  };
  for (const token of tokens) {
    const pronoun = hasTag(token, 'Pronoun') && !hasTag(token, 'Possessive');
    if (isNounPhrasePart(token) && !pronoun) run.push(token);
    else close();
    if (/[,;:.!?]/.test(token.post)) close();
  }
  close();
  const phrase = best as Token[] | null;
  if (!phrase) return null;
  const text = joinTokens(
    phrase.map((token, index) => (index === phrase.length - 1 ? { ...token, post: '' } : token)),
  ).trim();
  return text.replace(/^Your\b/, 'your').replace(/^The\b/, 'the');
}

// "Resend the correct one" after "You sent the wrong file": "one" stands for the phrase's noun.
