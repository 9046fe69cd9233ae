import { describe, expect, it } from 'vitest';
import { learnedWord } from './learned-lexicon.ts';
import { learnedAfter, learnedPhrase } from './learned-phrases.ts';

// The shipped data, read the way the rewriter reads it: properties that any fair training run on
// ParaDetox gives, not exact counts.
describe('the learned edits', () => {
  it('people delete intensifiers far more often than they replace them', () => {
    const fucking = learnedWord('fucking');
    expect(fucking?.changeRate).toBeGreaterThan(0.9);
    expect(fucking?.deleteRate).toBeGreaterThan(0.7);
  });
  it('an insult is replaced by a person word at least sometimes', () => {
    expect(learnedWord('idiots')?.replacements).toContain('people');
  });
  it('words people keep are not listed', () => {
    expect(learnedWord('invoice')).toBeUndefined();
    expect(learnedAfter('the', 'invoice')).toBeUndefined();
  });
  it('finds the longest learned phrase at a position', () => {
    expect(learnedPhrase(['they', 'give', 'a', 'shit'], 1)).toEqual({ length: 3, text: 'care' });
    expect(learnedPhrase(['they', 'give', 'a', 'hand'], 1)).toBeNull();
  });
  it('finds a two-word phrase at the end of the words, and nothing past their end', () => {
    expect(learnedPhrase(['what', 'the', 'fuck'], 1)).toEqual({ length: 2, text: '' });
    expect(learnedPhrase(['what', 'the', 'fuck'], 2)).toBeNull();
    expect(learnedPhrase(['what', 'the', 'fuck'], 3)).toBeNull();
    expect(learnedPhrase([], 0)).toBeNull();
  });
});
