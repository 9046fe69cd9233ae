import { hasTag, type Token } from '../parse/tokens.ts';

// What the word edits (word-edits.ts) and their tidying (tidy-edits.ts) both read of a word.

export interface DetoxEdit {
  // Replace tokens[from..to) with `text` ('' deletes them).
  readonly from: number;
  readonly to: number;
  readonly text: string;
  readonly rule: DetoxRule;
}

export type DetoxRule =
  | 'learned-phrase'
  | 'compound'
  | 'modifier'
  | 'predicate'
  | 'address'
  | 'noun-head'
  | 'other';

export const COPULAS = new Set([
  ...['is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', "'s", "'re", '’s', '’re'],
  // Typed without the apostrophe, as people often do: "of course hes dumb".
  ...['hes', 'shes', 'thats', 'youre', 'theyre', 'im', 'isnt', 'arent', 'wasnt'],
]);
// What a person insult becomes when the data offers nothing better.
export const PERSON = { one: 'person', many: 'people' };
// "things" and "stuff" are the spec's vague words (§5): many things are "nonsense".
export const THING = { one: 'thing', many: 'nonsense' };
export const wordOf = (token: Token | undefined) => (token?.text ?? '').toLowerCase().replace(/[’]/g, "'");
export const endsPhrase = (token: Token | undefined) => !token || /[.,;:!?…]/.test(token.post);

// Rule "spaced-copula": "he 's shit anyway" is split by compromise into "he", "s", "shit": the
// bare "s" (or "re", "m") read as a verb is the linking verb, so the word after it says something.
const SPACED_COPULAS = new Set(['s', 're', 'm']);
// Rule "contracted-copula": in "it's ridiculous" compromise gives "it's" and an empty token
// tagged Copula for its "is"; that empty token is the linking verb too, or the adjective after it
// was deleted and left "and it's.". Near miss: an empty token for "not" (no Copula tag).
export const isCopula = (token: Token | undefined) =>
  COPULAS.has(wordOf(token)) ||
  (SPACED_COPULAS.has(wordOf(token)) && hasTag(token, 'Verb')) ||
  (token?.text === '' && hasTag(token, 'Copula'));

// "save his ass" -> "save him" (word-edits.ts rule "body-for-person").
export const OWNER_AS_OBJECT: Readonly<Record<string, string>> = {
  your: 'you',
  ur: 'you',
  yo: 'you',
  ya: 'you',
  his: 'him',
  her: 'her',
  their: 'them',
};
export const OBJECT_PRONOUNS = new Set(['you', 'him', 'her', 'me', 'them', 'us', 'yourself', 'himself']);

// Words that name the reader when an insult follows them: "you idiot".
export const ADDRESSED = new Set(['you', 'u', 'ya', 'ye']);
