import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Rule "one-please-for-both" (edit-plan.ts): two verbs joined under one "please" are one ask.
// Messages written for this test.

describe('one-please-for-both', () => {
  it('keeps "Please X and Y" as one ask', () => {
    expect(rewrite('Please check the invoice and forward it to Lena by Thursday.')).toBe(
      'Please check the invoice and forward it to Lena by Thursday.',
    );
  });

  it('still asks kindly where no "please" covers the order (near miss)', () => {
    expect(rewrite('Check the invoice and forward it to Lena by Thursday.')).toMatch(
      /^Could you check the invoice/,
    );
  });
});
