import { type AnchorMask, mayMatch, registerWordAnchors, UNKNOWN_TEXT } from './anchor-scan.ts';
import type { Phrase, Span } from './rule-types.ts';

// Whole-word, case-insensitive matching of a phrase list, compiled once into one regex.
// "Word" characters are Unicode letters, digits, marks and '_', so "translate" never matches "late",
// "tissue" never "issue" and "mustérieux" never "must".
const WORD_CHAR = String.raw`[\p{L}\p{N}\p{M}_]`;

export interface PhraseMatch extends Span {
  readonly phraseIndex: number;
}

// `present` is scanAnchors(text) when the caller has it: the regex then only runs when the anchor
// word of one of the phrases occurs in the text. Without it the regex always runs.
export interface PhraseMatcher {
  readonly findAll: (text: string, present?: AnchorMask) => readonly PhraseMatch[];
  readonly test: (text: string, present?: AnchorMask) => boolean;
}

const NO_MATCHES: readonly PhraseMatch[] = Object.freeze([]);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A space in a phrase matches any run of whitespace (including line breaks); an apostrophe matches ' or ’.
const phraseSource = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .map((word) => escapeRegex(word).replace(/'/g, "['’]"))
    .join(String.raw`\s+`);

const alternativeSource = (phrase: Phrase) => {
  const guard = phrase.unlessAfter?.length
    ? `(?<!(?<!${WORD_CHAR})(?:${phrase.unlessAfter.map(phraseSource).join('|')})\\s+)`
    : '';
  return `${guard}(${phraseSource(phrase.text)})`;
};

// A word that every match of the phrase contains as a whole word, for anchor-scan.ts: a run of ASCII
// letters, digits and '_' between the ends of the phrase and ASCII spaces or punctuation, which the
// regex matches only with non-word characters ('' when there is none). The longest (the last of
// equals) is likely the rarest: "no hurry" → "hurry", "take your time" → "time".
const ASCII_NON_WORD = /[^A-Za-z0-9_\u0080-\uFFFF]+/;
// Every word of the phrase that can serve as its anchor, lower-cased (src/core/lists picks its own).
export const anchorCandidates = (phrase: Phrase) =>
  phrase.text
    .split(ASCII_NON_WORD)
    .filter((word) => /^[a-z0-9_]+$/i.test(word))
    .map((word) => word.toLowerCase());
const anchorOf = (phrase: Phrase) =>
  anchorCandidates(phrase).reduce((longest, word) => (word.length >= longest.length ? word : longest), '');

// Each phrase has exactly one capture group, and exactly one of them is set: the phrase that matched.
function matchedPhraseIndex(match: RegExpExecArray): number {
  for (let group = 1; group < match.length; group += 1) if (match[group] !== undefined) return group - 1;
  return -1;
}

// `sharesAnchors: false` is for phrases compiled at run time (a person's word lists, src/core/lists):
// they keep out of the rules' anchor table, which has 31 bits, and filter with their own word table.
export function compilePhrases(
  phrases: readonly Phrase[],
  { sharesAnchors = true }: { sharesAnchors?: boolean } = {},
): PhraseMatcher {
  // An empty phrase would match between any two characters.
  if (phrases.some((phrase) => phrase.text.trim() === '')) throw new Error('A phrase must not be blank');
  const body = phrases.map(alternativeSource).join('|');
  const source = `(?<!${WORD_CHAR})(?:${body})(?!${WORD_CHAR})`;
  const global = new RegExp(source, 'giu');
  const single = new RegExp(source, 'iu');
  const bit = sharesAnchors ? registerWordAnchors(phrases.map(anchorOf)) : UNKNOWN_TEXT;
  return {
    findAll(text, present = UNKNOWN_TEXT) {
      if (!mayMatch(present, bit)) return NO_MATCHES;
      // An exec loop rather than matchAll: no iterator and no copy of the regex per call.
      const matches: PhraseMatch[] = [];
      global.lastIndex = 0;
      for (let match = global.exec(text); match !== null; match = global.exec(text)) {
        const start = match.index;
        matches.push({ start, end: start + match[0].length, phraseIndex: matchedPhraseIndex(match) });
      }
      return matches;
    },
    test: (text, present = UNKNOWN_TEXT) => mayMatch(present, bit) && single.test(text),
  };
}
