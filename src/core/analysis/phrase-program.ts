import { FOLDED_WORD_CODE } from './anchor-scan.ts';
import type { Phrase } from './rule-types.ts';

// A phrase as the analysis matches it without a regex: its ASCII words and what lies between them,
// checked outwards from the one word the anchor scan found (anchor-scan.ts). It matches exactly
// what the phrase's regex in phrase-matcher.ts matches (analyze.differential.test.ts holds it to
// the regexes): whole words, any case under the 'iu' flags, any run of whitespace for a space, ' or
// ’ for an apostrophe. A phrase with a character beyond ASCII (other than ’) has no program: its
// words cannot be compared by ASCII folding, so its matcher keeps the regex.

type Part =
  | { readonly kind: 'word'; readonly word: string }
  | { readonly kind: 'space' }
  | { readonly kind: 'character'; readonly codes: readonly number[] };

export interface PhraseProgram {
  readonly parts: readonly Part[];
  // The index in `parts` of the anchor word: the one the scan looks for.
  readonly anchorPart: number;
  readonly anchorWord: string;
  // The phrase does not count right after one of these (a program each, matched backwards).
  readonly unlessAfter: readonly PhraseProgram[];
}

const APOSTROPHE = "'".charCodeAt(0);
const RIGHT_SINGLE_QUOTE = '\u2019'.charCodeAt(0);
const PRINTABLE_ASCII_OR_QUOTE = /^[\x21-\x7e\u2019]+$/;
const WORD_RUN = /[a-z0-9_]+|[^a-z0-9_]/gi;

function partsOf(text: string): Part[] | null {
  const parts: Part[] = [];
  for (const [index, phraseWord] of text.trim().split(/\s+/).entries()) {
    if (!PRINTABLE_ASCII_OR_QUOTE.test(phraseWord)) return null;
    if (index > 0) parts.push({ kind: 'space' });
    for (const [run] of phraseWord.matchAll(WORD_RUN)) {
      const code = run.charCodeAt(0);
      if (FOLDED_WORD_CODE[code] !== 0) parts.push({ kind: 'word', word: run.toLowerCase() });
      else
        parts.push({ kind: 'character', codes: code === APOSTROPHE ? [code, RIGHT_SINGLE_QUOTE] : [code] });
    }
  }
  return parts;
}

// The longest word (the last of equals) is likely the rarest: "no hurry" → "hurry".
// `pickAnchor` lets a caller prefer other words (src/core/lists passes over everyday words).
export function compilePhraseProgram(
  phrase: Phrase,
  pickAnchor: (words: readonly string[]) => string = longestWord,
): PhraseProgram | null {
  const parts = partsOf(phrase.text);
  if (!parts) return null;
  const words = parts.flatMap((part) => (part.kind === 'word' ? [part.word] : []));
  if (words.length === 0) return null;
  const anchorWord = pickAnchor(words);
  const anchorPart = parts.findLastIndex((part) => part.kind === 'word' && part.word === anchorWord);
  const unlessAfter = (phrase.unlessAfter ?? []).map((text) => compilePhraseProgram({ text }));
  if (anchorPart < 0 || unlessAfter.includes(null)) return null;
  return { parts, anchorPart, anchorWord, unlessAfter: unlessAfter as PhraseProgram[] };
}

export const longestWord = (words: readonly string[]) =>
  words.reduce((longest, word) => (word.length >= longest.length ? word : longest), '');

// JavaScript's \s, as the regexes read a space.
export const isSpaceCode = (code: number) => SPACE_CODE_UNITS[code] === 1;
const SPACE_CODE_UNITS = new Uint8Array(0x10000);
for (const char of ' \t\n\v\f\r\u00a0\u1680\u2028\u2029\u202f\u205f\u3000\ufeff')
  SPACE_CODE_UNITS[char.charCodeAt(0)] = 1;
for (let code = 0x2000; code <= 0x200a; code += 1) SPACE_CODE_UNITS[code] = 1;

// [\p{L}\p{N}\p{M}_] by code point, as the regexes' word boundaries read it. Beyond ASCII it asks
// the regex once per character and remembers the answer (src/core/lists reads words with it too).
const UNICODE_WORD_CHARACTER = /^[\p{L}\p{N}\p{M}_]$/u;
const wordCharacterAnswers = new Map<number, boolean>();
const MAX_REMEMBERED_ANSWERS = 4096;
export function isWordCodePoint(codePoint: number): boolean {
  if (codePoint < 128) return FOLDED_WORD_CODE[codePoint] !== 0;
  let answer = wordCharacterAnswers.get(codePoint);
  if (answer === undefined) {
    answer = UNICODE_WORD_CHARACTER.test(String.fromCodePoint(codePoint));
    // A text of rare characters must not grow the memo without end.
    if (wordCharacterAnswers.size >= MAX_REMEMBERED_ANSWERS) wordCharacterAnswers.clear();
    wordCharacterAnswers.set(codePoint, answer);
  }
  return answer;
}
const wordCharacterBefore = (text: string, index: number) =>
  index > 0 &&
  isWordCodePoint(text.codePointAt(index - 1 - Number(isLowSurrogateAfterHigh(text, index - 1)))!);
const wordCharacterAt = (text: string, index: number) =>
  index < text.length && isWordCodePoint(text.codePointAt(index)!);
const isLowSurrogateAfterHigh = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  if (code < 0xdc00 || code > 0xdfff || index === 0) return false;
  const before = text.charCodeAt(index - 1);
  return before >= 0xd800 && before <= 0xdbff;
};

// Where a part ends when it is matched backwards from `end`; -1 when it does not match.
function partBefore(part: Part, text: string, end: number): number {
  if (part.kind === 'word') {
    const { word } = part;
    const start = end - word.length;
    if (start < 0) return -1;
    for (let offset = 0; offset < word.length; offset += 1)
      if (FOLDED_WORD_CODE[text.charCodeAt(start + offset)] !== word.charCodeAt(offset)) return -1;
    return start;
  }
  if (part.kind === 'space') {
    let start = end;
    while (start > 0 && SPACE_CODE_UNITS[text.charCodeAt(start - 1)] === 1) start -= 1;
    return start < end ? start : -1;
  }
  return end > 0 && part.codes.includes(text.charCodeAt(end - 1)) ? end - 1 : -1;
}

// Where a part ends when it is matched forwards from `start`; -1 when it does not match.
function partAfter(part: Part, text: string, start: number): number {
  if (part.kind === 'word') {
    const { word } = part;
    if (start + word.length > text.length) return -1;
    for (let offset = 0; offset < word.length; offset += 1)
      if (FOLDED_WORD_CODE[text.charCodeAt(start + offset)] !== word.charCodeAt(offset)) return -1;
    return start + word.length;
  }
  if (part.kind === 'space') {
    let end = start;
    while (end < text.length && SPACE_CODE_UNITS[text.charCodeAt(end)] === 1) end += 1;
    return end > start ? end : -1;
  }
  return start < text.length && part.codes.includes(text.charCodeAt(start)) ? start + 1 : -1;
}

// The start of the parts up to `last`, matched backwards so that they end at `end`; -1 if not.
function partsBefore(parts: readonly Part[], last: number, text: string, end: number): number {
  let at = end;
  for (let index = last; index >= 0 && at >= 0; index -= 1) at = partBefore(parts[index]!, text, at);
  return at;
}

// Whether a whole program (a word of `unlessAfter`) ends at `end`, starting at a word boundary.
function endsWith(program: PhraseProgram, text: string, end: number): boolean {
  const start = partsBefore(program.parts, program.parts.length - 1, text, end);
  return start >= 0 && !wordCharacterBefore(text, start);
}

// The end of the last match matchAround found: read it right after the call. A second number
// returned without allocating a pair for every anchor word.
let lastMatchEnd = -1;
export const matchEnd = () => lastMatchEnd;

const SPACE_PART: Part = { kind: 'space' };

// The start of the phrase's match around an anchor word that ends at `anchorEnd` (its end is then
// matchEnd()); -1 if there is none.
export function matchAround(program: PhraseProgram, text: string, anchorEnd: number): number {
  const { parts, anchorPart } = program;
  const start = partsBefore(parts, anchorPart, text, anchorEnd);
  if (start < 0 || wordCharacterBefore(text, start)) return -1;
  let end = anchorEnd;
  for (let index = anchorPart + 1; index < parts.length && end >= 0; index += 1)
    end = partAfter(parts[index]!, text, end);
  if (end < 0 || wordCharacterAt(text, end)) return -1;
  if (program.unlessAfter.length > 0) {
    // (?<!negation\s+): skip the whitespace before the match, then look for a negation ending there.
    const beforeSpace = partBefore(SPACE_PART, text, start);
    if (beforeSpace >= 0 && program.unlessAfter.some((negation) => endsWith(negation, text, beforeSpace)))
      return -1;
  }
  lastMatchEnd = end;
  return start;
}
