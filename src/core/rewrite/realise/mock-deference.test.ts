import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "mock-deference-aside": an "if" aside bowing to the reader\'s busy time mocks', () => {
  rewritesTo([
    [
      "Could you possibly, if it's not too much trouble for your busy schedule, reply to the client before they cancel the contract?",
      'Could you possibly reply to the client before they cancel the contract?',
    ],
  ]);
  // Near misses: a plain courtesy and a real condition stay.
  leavesAsWritten([
    "Could you, if it's not too much trouble, reply to the client today?",
    'Please call me, if your train is late, so I can wait.',
  ]);
});
