import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite, rewritesTo } from '../test-support.ts';

describe('rule "no-otherwise-alone": an outcome goes with the ask it hangs on', () => {
  it('drops "Otherwise, …" when the ask before it was dropped', () =>
    expect(rewrite('Shut your mouth or I am calling security.')).not.toMatch(/otherwise/i));
  it('near miss: an ask that stays keeps what follows if it is not done', () =>
    expect(rewrite('Pay the rent by Friday, otherwise the landlord will charge a late fee.')).toBe(
      'Could you pay the rent by Friday? Otherwise, the landlord will charge a late fee.',
    ));
});

describe('rule "order-acts-on-it": an order that works on the reader\'s bad thing asks for the work', () => {
  rewritesTo([
    ['Clean up your mess in the hallway.', 'Could you clean up your mess in the hallway?'],
    ['Fix your mistakes before Monday.', 'Could you fix your mistakes before Monday?'],
  ]);
  it('near miss: a quality of the person is no thing to work on', () =>
    expect(rewrite('Keep your stupidity to yourself.')).not.toMatch(/could you/i));
});
