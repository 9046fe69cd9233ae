import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Rule "closer-after-comma" (clean-clause.ts). Messages written for this test.
describe('rule "closer-after-comma"', () => {
  it.each([
    [
      'The kids go to your mum on Saturday at 10, end of discussion.',
      'The kids go to your mum on Saturday at 10.',
    ],
    ['The van goes back to the depot by 5pm, no arguments.', 'The van goes back to the depot by 5pm.'],
  ])('%s loses its insisting closer', (message, expected) => expect(rewrite(message)).toBe(expected));
  it('near miss: the same words as part of the sentence stay', () =>
    expect(rewrite('Turn left at the full stop sign by the bakery.')).toMatch(/full stop sign/));
});
