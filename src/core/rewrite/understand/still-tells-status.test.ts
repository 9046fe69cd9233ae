import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Rule "still-tells-status" (clause-facts.ts): "still" asks whether something goes on, and only
// reproaches beside a "not". Messages written for this test.

describe('still-tells-status', () => {
  it('keeps a question about whether plans still hold as the question it is', () => {
    expect(rewrite('Are you still driving us to the airport on Sunday?')).toBe(
      'Are you still driving us to the airport on Sunday?',
    );
    expect(rewrite('Do you still have the spare key to the shed?')).toBe(
      'Do you still have the spare key to the shed?',
    );
  });

  it('takes "still" out where it reproaches, beside a "not" (near miss)', () => {
    expect(rewrite('You still haven’t returned the ladder.')).not.toMatch(/\bstill\b/);
  });
});
