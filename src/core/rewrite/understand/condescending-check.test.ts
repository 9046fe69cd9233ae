import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "you-do-realise": checking the reader knows something talks down to them', () => {
  rewritesTo(
    [
      ['You do know the meeting is at 3, right?', 'The meeting is at 3.'],
      ['You realise the shop closes at 5, right?', 'The shop closes at 5.'],
    ],
    '%s becomes the news',
  );
  leavesAsWritten(['Do you know if the shop is open?', 'You know the shop closes at 5.']);
});
