import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "or-second-way": an order after "or", beside an order, is a second way to do the ask', () => {
  it.each([
    [
      'Send an engineer or cancel my contract without the exit fee.',
      'or cancel my contract without the exit fee?',
    ],
    ['Fix it today or revert it.', 'Could you fix it today or revert it?'],
  ])('%s stays one ask', (text, expected) => expect(rewrite(text)).toContain(expected));

  it.each([
    // Gives the ask up: an emphatic aside, which goes.
    ['Fix it or forget it.', /forget/],
    // A hostile order after "or" goes.
    ['Pay up or get out.', /get out/],
    // A refusal.
    ["Tell me by 5 or don't bother.", /bother/],
  ])('near miss: %s loses its "or" half', (text, gone) => expect(rewrite(text)).not.toMatch(gone));

  it('near miss: a consequence after "or" is told as one', () =>
    expect(rewrite('Renew it right away or the site goes down.')).toMatch(/Otherwise, the site goes down/));
});
