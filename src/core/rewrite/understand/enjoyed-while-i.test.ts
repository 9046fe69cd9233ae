import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

describe('rule "enjoyed-while-i": a good time wished against the writer\'s burden resents', () => {
  it('the jab goes and the news stays', () =>
    expect(rewriteText('Enjoy your long lunch while we cover the phones. The client calls at 2pm.')).toBe(
      'The client calls at 2pm.',
    ));
  leavesAsWritten(
    ["Enjoy your holiday while you're away!", 'Hope you enjoyed the show.'],
    'near miss: %s is a wish, left as written',
  );
});

describe('rule "opening-noun-has-its-verb" with a particle typed apart', () => {
  leavesAsWritten(['Pick up is 3:15 today.', 'Check in is from 2pm.'], '%s is news, not an order');
  it('near miss: "Pick up the kids at 3:15 today." is an ask', () =>
    expect(rewriteText('Pick up the kids at 3:15 today.')).toMatch(/^Could you pick up the kids/));
});

describe('rule "envy-of-a-free-pass": envy of what spares the reader', () => {
  it('the jab goes and the news stays', () =>
    expect(
      rewriteText("Must be nice having a landlord who doesn't charge you late fees. Rent is due Friday."),
    ).toBe('Rent is due Friday.'));
  it('near miss: "It must be nice having a garden." may be meant', () =>
    expect(rewriteText('It must be nice having a garden.')).toBe('It must be nice having a garden.'));
});
