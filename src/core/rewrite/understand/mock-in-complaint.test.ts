import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite, rewritesTo } from '../test-support.ts';

describe('rule "habit-praise-follows-the-message": "X as always" is praise in a kind message, a mock in a complaint', () => {
  it.each([
    ['You were meant to return the van on Friday. Speedy as ever.', /speedy/i],
    ['The plumber still has not called back. Quick as usual.', /quick/i],
  ])('%s loses the mock', (text, mock) => expect(rewrite(text)).not.toMatch(mock));

  leavesAsWritten(
    ['Lovely dinner last night. Generous as always.', 'Thanks for the lift! Kind as ever.'],
    'near miss: %s stays',
  );
});

describe('rule "conceded-gift-mocks" + "mock-earns-no-points": "But sure, take your time." after a delay goes', () => {
  rewritesTo([
    ['The deposit is two weeks overdue. But sure, take your time.', 'The deposit is two weeks overdue.'],
    [
      'You promised the photos by Sunday. But fine, take as long as you need.',
      'You promised the photos by Sunday.',
    ],
  ]);

  leavesAsWritten(
    [
      // A sincere gift, with no "but" and no complaint.
      'Sure, take your time!',
      'No problem at all. Take all the time you need.',
    ],
    'near miss: %s stays',
  );
});
