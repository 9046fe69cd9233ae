import { fullWordOf } from './chat-shorthand.ts';
import { splitRunOns } from './run-ons.ts';
import { type CompromiseTerm, parseTerms } from './terms.ts';
import { readUrAsYouAre } from './ur-you-are.ts';
import { markVocativeNames } from './vocative-names.ts';
import { categoriesOf } from './word-categories.ts';

// One word as compromise tags it. `pre`/`post` hold the spaces and punctuation around the word, so
// joining pre + text + post gives back exactly what the writer typed (links, ids, casing intact).
export interface Token {
  readonly text: string;
  readonly pre: string;
  readonly post: string;
  // Lower-cased, contractions expanded by compromise ("don't" -> "do" + "not").
  readonly normal: string;
  // The dictionary form of a verb or noun ("telling" -> "tell"), when compromise knows one.
  readonly root?: string;
  readonly tags: ReadonlySet<string>;
}

// compromise's terms are read in place (doc.json() copied every term and joined each sentence's
// text, ~30 % of the parse); a token copies what it keeps.
function toToken(term: CompromiseTerm): Token {
  const normal = fullWordOf((term.implicit ?? term.machine ?? term.normal ?? term.text).toLowerCase());
  const root = term.root?.toLowerCase();
  // The project's own word categories (word-categories.ts), read from the word's forms.
  const categories = categoriesOf(normal, root || normal, term.text);
  const maybeVerb = term.switch?.includes('Verb') ? ['MaybeVerb'] : [];
  return {
    text: term.text,
    pre: term.pre,
    post: term.post,
    normal,
    ...(term.root ? { root } : {}),
    // compromise's own set, shared read-only (no reader of a token changes its tags, and no parsed
    // document is tagged again), so a word costs no copy of its tags; a copy only to add MaybeVerb
    // or a category.
    tags:
      maybeVerb.length > 0 || categories.length > 0
        ? new Set([...term.tags, ...maybeVerb, ...categories])
        : term.tags,
  };
}

// The word in its dictionary form, or as written when it has none.
export const lemmaOf = (token: Token): string => token.root ?? token.normal;

// Sentences of one line of text, each a list of tokens.
export function tokenizeSentences(line: string): Token[][] {
  return parseTerms(line)
    .map((terms) => readUrAsYouAre(terms.map(toToken)))
    .flatMap(splitAfterAcronyms)
    .flatMap(splitRunOns)
    .filter((tokens) => tokens.length > 0)
    .map(markVocativeNames);
}

// Rule "acronym-ends-sentence": compromise knows "hr" as the abbreviation of "hours", so in "I'm
// escalating this to HR. The checklist is due Thursday." it read one sentence, and the deadline
// went with the threat. A word in capitals (an acronym: HR, IT, PM) before a full stop and a
// capitalised word ends the sentence. Near misses: "Dr. Smith" (not in capitals), "3 hrs. later"
// (no capital after it), "the U.S. office" (the full stops are inside the word).
const ACRONYM = /^\p{Lu}{2,}$/u;
// Rule "unit-ends-sentence": "I waited at the café for 45 min. If you're going to cancel, …":
// compromise reads "min." as an abbreviation, so the two sentences ran together. A short word after
// a number (compromise's Unit: min, hrs, km) before a full stop and a capitalised word ends the
// sentence too. Near misses: "Dr. Smith" (no number before it) and "5 min. later" (no capital).
const endsWithUnit = (tokens: readonly Token[], index: number) =>
  hasTag(tokens[index], 'Unit') && hasTag(tokens[index - 1], 'Value');
function splitAfterAcronyms(tokens: Token[]): Token[][] {
  const pieces: Token[][] = [];
  let from = 0;
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (
      /^\.\s+$/.test(token.post) &&
      next &&
      /^\p{Lu}/u.test(next.text) &&
      (ACRONYM.test(token.text) || endsWithUnit(tokens, index))
    ) {
      pieces.push(tokens.slice(from, index + 1));
      from = index + 1;
    }
  });
  pieces.push(tokens.slice(from));
  return pieces;
}

export const joinTokens = (tokens: readonly Token[]): string =>
  tokens.map((token) => token.pre + token.text + token.post).join('');

export const hasTag = (token: Token | undefined, tag: string): boolean => token?.tags.has(tag) ?? false;

// A token rebuilt with new text; keeps the spacing around it.
export const withText = (token: Token, text: string, normal = text.toLowerCase()): Token => ({
  ...token,
  text,
  normal,
});

// Words are tokens with letters or digits; compromise sometimes keeps a stray "," as its own term.
export const isWord = (token: Token): boolean => /[\p{L}\p{N}]/u.test(token.text) || token.text === '';
