import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnalysisSchema } from '../schemas.ts';
import { analyze } from './analyze.ts';

// Whatever the text, analysis returns a valid result whose findings point into the original string.
function expectWellFormed(text: string) {
  const analysis = AnalysisSchema.parse(analyze(text));
  expect(analysis.score).toBeGreaterThanOrEqual(0);
  expect(analysis.score).toBeLessThanOrEqual(100);
  for (const finding of analysis.findings) {
    expect(text.slice(finding.start, finding.end)).toBe(finding.text);
  }
}

const trigger = fc.constantFrom(
  'ASAP',
  'you must',
  'have\nto',
  'frustrated',
  'issue',
  '?',
  '\n',
  '- ',
  'please',
);
const mixedUnits = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: trigger }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\u200F', '\u202E', 'مرحبا', 'שלום', '👩‍👩‍👧', '\uD800', 'é'),
  }),
);

describe('analyze never throws and keeps the score in 0–100', () => {
  it('for arbitrary strings of graphemes, binary code points, trigger words, RTL and control characters', () => {
    fc.assert(
      fc.property(fc.array(mixedUnits, { maxLength: 8 }), (parts) => expectWellFormed(parts.join(' '))),
      { numRuns: 400 },
    );
  });

  it.each([
    ['100,000 letters', 'a'.repeat(100_000)],
    ['100,000 newlines', `a${'\n'.repeat(100_000)}`],
    ['100,000 spaces', `a${' '.repeat(100_000)}b`],
    ['20,000 urgent words', 'ASAP you must '.repeat(20_000)],
    ['emoji', '🚨🚨 ASAP 🔥 you must 😡'],
    ['right-to-left text', 'يجب عليك الرد فوراً ASAP \u202Eurgent'],
    ['control characters', '\u0000\u0001\u0007\u001b[31mASAP\u001b[0m\r\n\t\v\f'],
    ['lone surrogates', '\uD83D must \uDE00 late'],
  ])('for %s', (_label, text) => expectWellFormed(text));
});
