import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meaningGuardWarnings } from './meaning-guard.ts';

// The guard runs on every rewrite from every provider: whatever text arrives, it answers a list of
// strings and never throws (a throw would cost the person their rewrite).
const words = fc.constantFrom(
  'Do',
  'NOT',
  "don't",
  'must',
  'may',
  'send',
  'the',
  'report',
  'by',
  '5pm',
  'Friday',
  'EOD',
  'you',
  'idiot',
  'damn',
  'No',
  'rush',
  'in',
  '15',
  'minutes',
  'if',
  'until',
  'tonight',
  '$40',
  'ENG-12',
  'Could',
  'please',
  '?',
  '.',
  ',',
  '\n',
  '- ',
  'again',
  'the 28th',
  'May',
  'Tue',
);
const sentence = fc.array(words, { maxLength: 30 }).map((parts) => parts.join(' '));

describe('meaningGuardWarnings', () => {
  it('answers a list of strings for any text and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(sentence, fc.string()), fc.oneof(sentence, fc.string()), (original, rewrite) => {
        const warnings = meaningGuardWarnings(original, rewrite);
        expect(Array.isArray(warnings)).toBe(true);
        for (const warning of warnings) expect(typeof warning).toBe('string');
      }),
      { numRuns: 200 },
    );
  });

  it('has nothing to warn about when the rewrite is the original', () => {
    fc.assert(
      fc.property(sentence, (text) => {
        expect(meaningGuardWarnings(text, text)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
