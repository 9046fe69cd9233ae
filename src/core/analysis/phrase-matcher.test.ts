import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePhrases, regexMatcher } from './phrase-matcher.ts';
import type { Phrase } from './rule-types.ts';

// Phrase programs must find exactly the regex's matches: the same spans, the same phrase among
// overlapping ones (the leftmost, of equals the first listed), the same negation guard.
const PHRASES: readonly Phrase[] = [
  { text: 'chase' },
  { text: 'chase you' },
  { text: "don't make me" },
  { text: 'per my last email,' },
  { text: 'follow-up' },
  { text: '(v2)' },
  { text: 'eod' },
  { text: 'have to', unlessAfter: ["don't", 'do not'] },
  { text: 'it’s fine' },
];
const PIECES = [
  ...PHRASES.flatMap((phrase) => [phrase.text, phrase.text.toUpperCase()]),
  'chaſe',
  'do not',
  "DON'T",
  'don’t',
  'follow',
  '-up',
  'v2',
  '(',
  ')',
  ',',
  "it's fine",
  'eods',
  'é',
  '\u0301',
  '𝐚',
  '_',
];
const SEPARATORS = [' ', '  ', '\n', '\u00a0', '', '.', '-'];
const text = fc
  .array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(...SEPARATORS)), { maxLength: 12 })
  .map((pairs) => pairs.map(([piece, separator]) => piece + separator).join(''));

describe('phrase programs', () => {
  const programs = compilePhrases(PHRASES, { forList: true });
  const regexes = regexMatcher(PHRASES);

  it('find what the phrase regex finds, on any text of the phrases’ pieces', () => {
    fc.assert(
      fc.property(text, (sample) => {
        expect(programs.findAll(sample)).toEqual(regexes.findAll(sample));
        expect(programs.test(sample)).toBe(regexes.test(sample));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    // Of two phrases at one place the first listed wins, as in the regex's alternation.
    ['I will chase you today', [[7, 12, 0]]],
    ["You don't have to. You have to.", [[23, 30, 7]]],
    ['per my last email, thanks', [[0, 18, 3]]],
    ['per my last email thanks', []],
    [
      'a follow-up (v2) by EOD',
      [
        [2, 11, 4],
        [12, 16, 5],
        [20, 23, 6],
      ],
    ],
  ])('%j', (sample, expected) => {
    const spans = programs.findAll(sample).map(({ start, end, phraseIndex }) => [start, end, phraseIndex]);
    expect(spans).toEqual(expected);
    expect(regexes.findAll(sample).map(({ start, end, phraseIndex }) => [start, end, phraseIndex])).toEqual(
      expected,
    );
  });

  it('keeps the regex for a phrase with letters beyond ASCII', () => {
    const matcher = compilePhrases([{ text: 'café' }, { text: 'late' }], { forList: true });
    expect(matcher.findAll('Café is LATE').map(({ start, end }) => [start, end])).toEqual([
      [0, 4],
      [8, 12],
    ]);
  });
});
