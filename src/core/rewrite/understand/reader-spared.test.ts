import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "reader-spared": a duty lifted off the reader is neither an order nor blame', () => {
  leavesAsWritten(["You shouldn't have to pay for parking.", "You shouldn't need to deal with this alone."]);
  // Only the spec's trigger phrase goes, in the contracted form that means the same.
  rewritesTo([['You should never need to ask twice.', "You shouldn't ever need to ask twice."]]);
  // Near misses: a duty laid on, and a ban, are still asks.
  rewritesTo([
    ['You should pay for parking by Friday.', 'Could you pay for parking by Friday?'],
    ["You shouldn't park there.", "Please don't park there."],
  ]);
});
