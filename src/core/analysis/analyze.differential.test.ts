import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LONG_MESSAGE_CHARS } from '../constants.ts';
import { analyze, findTriggerWords } from './analyze.ts';
import { referenceAnalyze, referenceTriggerWords } from './analyze-reference.ts';
import { FLEXIBLE_TIMING_PHRASES, POLITE_PHRASES } from './bonuses.ts';
import { RULES } from './rules.ts';

// The anchor pre-filter (anchor-scan.ts) must never change a result: on any text, analyze and
// findTriggerWords return exactly what the unoptimised reference returns.

const PHRASE_RULES = RULES.flatMap((rule) => (rule.kind === 'phrases' ? [rule] : []));
const PHRASES = [
  ...PHRASE_RULES.flatMap((rule) => rule.phrases),
  ...FLEXIBLE_TIMING_PHRASES,
  ...POLITE_PHRASES,
].flatMap((phrase) => [phrase.text, ...(phrase.unlessAfter ?? [])]);
const WORDS = [...PHRASES, 'because', 'Context:', 'reasons', 'you', 'to', 'have', 'now', 'time'];
// Letters that equal an ASCII letter under the 'iu' flags: ſ (U+017F) is s, the Kelvin sign (U+212A) is k.
const lookAlike = (char: string) => (char === 's' ? 'ſ' : char === 'k' ? '\u212A' : char.toUpperCase());
const WORDS_WITH_S_OR_K = WORDS.filter((word) => /[sk]/.test(word));
const NEAR_MISSES = ['mustard', 'translate', 'tissue', 'Later', 'mustérieux', 'need_now', 'xasap', 'asap2'];
const ODD_CHARACTERS = [
  ...[' ', '\t', '\n', '\r', '\u2028', '\u00A0', '\u3000', '.', ',', "'", '’', '_', '0', '7'],
  ...['?', '\uFF1F', '-', '*', ')', '\u2013', '\u2014', '\u2022', '\u25E6', '\u25AA', '\u2023'],
  ...['é', '\u0301', '𝐚', '😡', '\uD800', 'İ', 'ı', 'ſ', '\u212A', 'ß', 'ﬅ'],
];

const unit = fc.oneof(
  { weight: 4, arbitrary: fc.mixedCase(fc.constantFrom(...WORDS)) },
  { weight: 2, arbitrary: fc.mixedCase(fc.constantFrom(...WORDS_WITH_S_OR_K), { toggleCase: lookAlike }) },
  { weight: 1, arbitrary: fc.constantFrom(...NEAR_MISSES) },
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.constantFrom(...ODD_CHARACTERS), fc.integer({ min: 1, max: 3 }))
      .map(([character, count]) => character.repeat(count)),
  },
  { weight: 1, arbitrary: fc.lorem({ maxCount: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8, unit: 'grapheme' }) },
);
const message = fc.array(unit, { maxLength: 40 }).map((units) => units.join(''));

describe('analyze agrees with the reference analysis', () => {
  it('on texts of rule words in any case, look-alike letters, near misses and odd characters', () => {
    fc.assert(
      fc.property(message, (text) => {
        expect(analyze(text)).toStrictEqual(referenceAnalyze(text));
        expect(findTriggerWords(text)).toStrictEqual(referenceTriggerWords(text));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    'Please send the Q3 figures ASAP, the deadline is Friday.',
    'Reply aſap, than\u212As.',
    'No: 𝐚asap, asap𝐚, mustérieux, must\u0301, need_now, or why\uFF1F what\uFF1F how\uFF1F',
    'You don’t have to reply, but you have to read it.\nThanks',
    `${'We need now the reasons. '.repeat(14)}Why? When? How?`,
    '- one\n- two\n1) three • four – five — six',
    '  1) the one item, on one line',
    '* starred, must',
    'intro\u2028- a list after a line separator',
    '12.5 is not a list item',
  ])('on %j', (text) => {
    expect(analyze(text)).toStrictEqual(referenceAnalyze(text));
  });
});

// Independent of both implementations: what a finding's offsets slice out must be what its rule matches.
const WORD_CHARACTER = /[\p{L}\p{N}\p{M}_]/u;
const normalise = (text: string) =>
  text.replace(/ſ/g, 's').toLowerCase().replace(/\s+/g, ' ').replace(/’/g, "'");

describe('every finding slices out text its rule matches', () => {
  it('phrase findings are whole-word occurrences of a phrase, with that phrase’s suggestion', () => {
    fc.assert(
      fc.property(message, (text) => {
        for (const finding of analyze(text).findings) {
          const sliced = text.slice(finding.start, finding.end);
          expect(sliced).toBe(finding.text);
          const rule = PHRASE_RULES.find((candidate) => candidate.id === finding.ruleId);
          if (rule) {
            const phrases = rule.phrases.filter((phrase) => phrase.text === normalise(sliced));
            expect(phrases.map((phrase) => phrase.suggestion)).toContain(finding.suggestion);
            expect(WORD_CHARACTER.test(String.fromCodePoint(text.codePointAt(finding.end) ?? 32))).toBe(
              false,
            );
            const before = [...text.slice(0, finding.start)].at(-1) ?? ' ';
            expect(WORD_CHARACTER.test(before)).toBe(false);
          } else if (finding.ruleId === 'too-many-questions') {
            expect(['?', '\uFF1F']).toContain(sliced);
          } else {
            expect(finding).toMatchObject({
              ruleId: 'too-long',
              start: LONG_MESSAGE_CHARS,
              end: text.length,
            });
          }
        }
      }),
      { numRuns: 800 },
    );
  });
});
