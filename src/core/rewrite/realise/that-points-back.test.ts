import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Rule "that-points-back" (antecedent.ts): once the sentence a "that" pointed at is dropped, the
// ask names its thing with "the". Messages written for this test.

describe('that-points-back', () => {
  it('"that cash" after a dropped blame becomes "the cash"', () => {
    const out = rewrite('You forgot to pay me back again. I need that cash for the rent on Monday.');
    expect(out).toMatch(/the cash for the rent on Monday/);
    expect(out).not.toMatch(/that cash/);
  });

  it('keeps the writer\'s "that" when nothing before it was dropped (near miss)', () => {
    expect(rewrite('I need that cash for the rent on Monday.')).toMatch(/that cash/);
  });
});
