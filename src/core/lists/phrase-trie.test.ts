import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regexMatcher } from '../analysis/phrase-matcher.ts';
import type { Phrase } from '../analysis/rule-types.ts';
import { foldCase } from './case-fold.ts';
import { compileListPhrases } from './phrase-trie.ts';

// The trie must find exactly the phrase regexes' matches (the definition of a list's matches).
const PHRASES: readonly Phrase[] = [
  { text: 'chase' },
  { text: 'chase you' },
  { text: "don't make me" },
  { text: 'don’t' },
  { text: 'per my last email,' },
  { text: 'follow-up' },
  { text: '(v2)' },
  { text: '!urgent' },
  { text: 'eod' },
  { text: 'über wichtig' },
  { text: 'ſoon-ish' },
  { text: 'σοφία' },
  { text: 'chase' },
  { text: 'a a a' },
  { text: 'a a' },
];
const PIECES = [
  ...PHRASES.flatMap((phrase) => [phrase.text, phrase.text.toUpperCase()]),
  'chaſe',
  "DON'T",
  'don’t make me',
  'follow',
  '-up',
  'v2',
  '(',
  ')',
  ',',
  '!',
  'URGENT',
  'ÜBER',
  'Σοφίας',
  'ΣΟΦΊΑ',
  'eods',
  'é',
  'a',
  '\u0301',
  '𝐚',
  '_',
  '\u212a',
  'ı',
  'İ',
];
const SEPARATORS = [' ', '  ', '\n', '\u00a0', '', '.', '-', '’', "'"];
const text = fc
  .array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(...SEPARATORS)), { maxLength: 14 })
  .map((pairs) => pairs.map(([piece, separator]) => piece + separator).join(''));
const spans = (matches: readonly { start: number; end: number; phraseIndex: number }[]) =>
  matches.map(({ start, end, phraseIndex }) => [start, end, phraseIndex]);

describe('the phrase trie', () => {
  const trie = compileListPhrases(PHRASES);
  const regexes = regexMatcher(PHRASES);

  it('finds what the phrase regexes find, on any text of the phrases’ pieces', () => {
    fc.assert(
      fc.property(text, (sample) => {
        expect(spans(trie.findAll(sample))).toEqual(spans(regexes.findAll(sample)));
        expect(trie.test(sample)).toBe(regexes.test(sample));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds what the regexes find for any phrase and text of a few characters', () => {
    const alphabet = fc.constantFrom('a', 'A', 'b', ' ', '-', "'", '’', 'é', 'É', 'ſ', 'S', 's', '\u0301');
    const snippet = (max: number) =>
      fc.array(alphabet, { minLength: 1, maxLength: max }).map((c) => c.join(''));
    fc.assert(
      fc.property(fc.array(snippet(5), { minLength: 1, maxLength: 4 }), snippet(24), (texts, sample) => {
        const phrases = texts.filter((t) => t.trim() !== '').map((t) => ({ text: t }));
        if (phrases.length === 0) return;
        expect(spans(compileListPhrases(phrases).findAll(sample))).toEqual(
          spans(regexMatcher(phrases).findAll(sample)),
        );
      }),
      { numRuns: 800 },
    );
  });

  it.each([
    ['I will chase you today', [[7, 12, 0]]],
    ['Don’t make me wait', [[0, 13, 2]]],
    ["Don't", []],
    ['x!urgent', []],
    ['x !urgent', [[2, 9, 7]]],
    [
      'a a a a a',
      [
        [0, 5, 13],
        [6, 9, 14],
      ],
    ],
  ])('%j', (sample, expected) => {
    expect(spans(trie.findAll(sample))).toEqual(expected);
    expect(spans(regexes.findAll(sample))).toEqual(expected);
  });
});

describe('case keys', () => {
  // Pairs the 'iu' flags read as one character, and look-alikes they keep apart.
  it.each([
    ['K', '\u212a', true],
    ['s', 'ſ', true],
    ['σ', 'ς', true],
    ['Σ', 'ς', true],
    ['µ', 'μ', true],
    ['θ', 'ϑ', true],
    ['ι', '\u0345', true],
    ['ǅ', 'ǆ', true],
    ['ß', 'ẞ', true],
    ['Ꭰ', 'ꭰ', true],
    ['i', 'ı', false],
    ['i', 'İ', false],
    ['I', 'ı', false],
    ['e', 'é', false],
  ])('%s and %s: %s', (a, b, equal) => {
    expect(new RegExp(`^${a}$`, 'iu').test(b)).toBe(equal);
    expect(foldCase(a) === foldCase(b)).toBe(equal);
  });
});
