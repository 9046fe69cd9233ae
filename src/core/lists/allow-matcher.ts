import type { PhraseMatcher } from '../analysis/phrase-matcher.ts';
import type { Phrase } from '../analysis/rule-types.ts';
import { compileListPhrases } from './phrase-trie.ts';

// Whether a finding lies inside an allowed word or phrase. Most findings are one word, and most
// allowed entries are the very words people want to keep ("deadline"), so an allowed entry equal
// to the finding's text is found in a set; only entries that can cover a finding without being
// equal to it (several words, punctuation, letters beyond ASCII) need the phrase matcher (phrase-trie.ts).
export interface AllowMatcher {
  // 'yes': the finding's text is an allowed entry; 'phrase': only the phrase matcher can tell (an allowed
  // phrase holds the finding's word); 'no': no allowed entry can cover it.
  readonly covers: (findingText: string) => 'yes' | 'phrase' | 'no';
  // The entries that need the phrase matcher, and the matcher (null when there are none).
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
  // The ASCII words of the phrases. A one-word ASCII finding inside a phrase's match is one of them:
  // the regex matches the phrase's words literally, and only ſ and the Kelvin sign fold to ASCII
  // letters (anchor-scan.ts), which comparable() folds too.
  const phraseWords = new Set(phrases.flatMap(({ text }) => comparable(text).split(/[^a-z0-9_]+/)));
  const hasPhrases = phrases.length > 0;
  return {
    // Lower-casing alone settles most findings (one ASCII word); the full comparison is for the rest.
    covers(text) {
      const lower = text.toLowerCase();
      if (equal.has(lower)) return 'yes';
      if (SINGLE_ASCII_WORD.test(lower)) return phraseWords.has(lower) ? 'phrase' : 'no';
      if (NEEDS_FOLDING.test(lower) && equal.has(comparable(lower))) return 'yes';
      return hasPhrases ? 'phrase' : 'no';
    },
    phrases,
    phraseMatcher: phrases.length > 0 ? compileListPhrases(phrases) : null,
  };
}
