import { describe } from 'vitest';
import { rewritesTo } from '../test-support.ts';

describe('rule "observation-keeps-its-comma": a name set off after the thing stays set off', () => {
  rewritesTo([
    [
      "Thanks so much for wasting an hour of everyone's afternoon, Mark.",
      "An hour of everyone's afternoon was wasted, Mark.",
    ],
    ['You missed the client call again, Dave.', 'The client call was missed, Dave.'],
  ]);
  // Near miss: with no comma, nothing is set off.
  rewritesTo([['You missed the client call again.', 'The client call was missed.']]);
});
