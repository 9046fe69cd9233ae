import type { PhraseMatcher } from '../analysis/phrase-matcher.ts';
import { compilePhrases } from '../analysis/phrase-matcher.ts';
import type { Phrase } from '../analysis/rule-types.ts';

// Whether a finding lies inside an allowed word or phrase. Most findings are one word, and most
// allowed entries are the very words people want to keep ("deadline"), so an allowed entry equal
// to the finding's text is found in a set; only entries that can cover a finding without being
// equal to it (several words, punctuation, letters beyond ASCII) need the regex.
export interface AllowMatcher {
  readonly isEqualToEntry: (text: string) => boolean;
  // The entries that need the regex, and the regex (null when there are none).
  readonly phrases: readonly Phrase[];
  readonly phraseMatcher: PhraseMatcher | null;
}

const SINGLE_ASCII_WORD = /^[a-z0-9_]+$/i;
const LONG_S = /\u017f/g;
const NEEDS_FOLDING = /[\s’\u017f]/;

// The text as the phrase regexes compare it: any case, any run of whitespace, either apostrophe.
// ſ folds to s as under the regexes' 'iu' flags (the Kelvin sign already lower-cases to k).
export const comparable = (text: string) =>
  text.toLowerCase().replace(LONG_S, 's').replace(/\s+/g, ' ').replace(/’/g, "'").trim();

export function createAllowMatcher(entries: readonly string[]): AllowMatcher {
  const equal = new Set(entries.map(comparable));
  // A one-word ASCII entry can only cover a whole-word finding by being equal to it.
  const phrases = entries.filter((entry) => !SINGLE_ASCII_WORD.test(entry)).map((text) => ({ text }));
  return {
    // Lower-casing alone settles most findings (one ASCII word); the full comparison is for the rest.
    isEqualToEntry(text) {
      const lower = text.toLowerCase();
      return equal.has(lower) || (NEEDS_FOLDING.test(lower) && equal.has(comparable(lower)));
    },
    phrases,
    phraseMatcher: phrases.length > 0 ? compilePhrases(phrases, { sharesAnchors: false }) : null,
  };
}
