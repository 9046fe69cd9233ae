import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "missed-and-over": a miss with what followed it told in the past asks nothing', () => {
  leavesAsWritten([
    'You were supposed to pick up the kids at 3:15 and they sat outside the school for an hour.',
    'You were supposed to call me at 5 and I waited all evening.',
  ]);
  // Near misses: nothing told after the miss, so it is still wanted.
  rewritesTo([
    ['You were supposed to send it yesterday.', 'Could you send it? It was due yesterday.'],
    ['You were supposed to call me.', 'Could you call me?'],
  ]);
});
