import type { Phrase, Span } from './rule-types.ts';

// Whole-word, case-insensitive matching of a phrase list, compiled once into one regex.
// "Word" characters are Unicode letters, digits, marks and '_', so "translate" never matches "late",
// "tissue" never "issue" and "mustérieux" never "must".
const WORD_CHAR = String.raw`[\p{L}\p{N}\p{M}_]`;

export interface PhraseMatch extends Span {
  readonly phraseIndex: number;
}

export interface PhraseMatcher {
  readonly findAll: (text: string) => PhraseMatch[];
  readonly test: (text: string) => boolean;
}

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

export function compilePhrases(phrases: readonly Phrase[]): PhraseMatcher {
  const body = phrases.map(alternativeSource).join('|');
  const source = `(?<!${WORD_CHAR})(?:${body})(?!${WORD_CHAR})`;
  const global = new RegExp(source, 'giu');
  const single = new RegExp(source, 'iu');
  return {
    findAll(text) {
      const matches: PhraseMatch[] = [];
      for (const match of text.matchAll(global)) {
        // Exactly one capture group is set: the phrase that matched.
        const phraseIndex = match.findIndex((group, index) => index > 0 && group !== undefined) - 1;
        matches.push({ start: match.index, end: match.index + match[0].length, phraseIndex });
      }
      return matches;
    },
    test: (text) => single.test(text),
  };
}
