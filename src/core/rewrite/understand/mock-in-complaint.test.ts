import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "habit-praise-follows-the-message": "X as always" is praise in a kind message, a mock in a complaint', () => {
  it.each([
    ['You were meant to return the van on Friday. Speedy as ever.', /speedy/i],
    ['The plumber still has not called back. Quick as usual.', /quick/i],
  ])('%s loses the mock', (text, mock) => expect(rewrite(text)).not.toMatch(mock));

  it.each(['Lovely dinner last night. Generous as always.', 'Thanks for the lift! Kind as ever.'])(
    'near miss: %s stays',
    (text) => expect(rewrite(text)).toBe(text),
  );
});

describe('rule "conceded-gift-mocks" + "mock-earns-no-points": "But sure, take your time." after a delay goes', () => {
  it.each([
    ['The deposit is two weeks overdue. But sure, take your time.', 'The deposit is two weeks overdue.'],
    [
      'You promised the photos by Sunday. But fine, take as long as you need.',
      'You promised the photos by Sunday.',
    ],
  ])('%s', (text, expected) => expect(rewrite(text)).toBe(expected));

  it.each([
    // A sincere gift, with no "but" and no complaint.
    'Sure, take your time!',
    'No problem at all. Take all the time you need.',
  ])('near miss: %s stays', (text) => expect(rewrite(text)).toBe(text));
});
