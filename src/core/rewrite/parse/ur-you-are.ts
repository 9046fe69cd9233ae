import type { Token } from './tokens.ts';

// Rule "ur-before-a-state": "ur so annoying", "ur late again", "ur coming right?": "ur" is read as
// "your" (chat-shorthand.ts), but before a word that says how someone is (an adjective, an adverb,
// an -ing verb, "the"/"a" of a description) it is "you're", and is read as compromise reads a
// contraction: "you" and an empty "are". Near misses: "ur way home", "ur mum" (a noun after it:
// "your") and "ur own fault" ("own" belongs to the possessive).
const STATE_TAGS = ['Adjective', 'Adverb', 'Gerund', 'Negative'];
const DESCRIBING = new Set(['so', 'such', 'not', 'the', 'a', 'an', 'always', 'never', 'still']);
const POSSESSED = new Set(['own']);

// ("ur bad grammar": an adjective before a noun describes the reader's thing.)
const isState = (next: Token | undefined, after: Token | undefined) =>
  next !== undefined &&
  !(next.tags.has('Adjective') && after?.tags.has('Noun')) &&
  !POSSESSED.has(next.normal) &&
  !next.tags.has('Noun') &&
  (DESCRIBING.has(next.normal) || STATE_TAGS.some((tag) => next.tags.has(tag)));

export function readUrAsYouAre(tokens: Token[]): Token[] {
  if (!tokens.some((token) => token.normal === 'your' && token.text.toLowerCase() === 'ur')) return tokens;
  return tokens.flatMap((token, index) =>
    token.text.toLowerCase() === 'ur' && isState(tokens[index + 1], tokens[index + 2])
      ? [
          { ...token, normal: 'you', tags: new Set(['Noun', 'Pronoun']), post: '' },
          {
            text: '',
            pre: '',
            post: token.post,
            normal: 'are',
            tags: new Set(['Verb', 'Copula', 'PresentTense']),
          },
        ]
      : [token],
  );
}
