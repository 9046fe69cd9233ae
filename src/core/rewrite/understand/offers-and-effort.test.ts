import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "offer-of-help": an order to reach the writer when needed offers help', () => {
  leavesAsWritten([
    'Grab me anytime if you have questions.',
    'Shout if you need anything.',
    'Call us whenever.',
  ]);
  // Near misses: a set time is an ask, and a need that is not the reader's names no help offered.
  rewritesTo([
    ['Call me at 5.', 'Could you call me at 5?\nThank you!'],
    ['Ask Lucia if anything comes up.', 'Could you ask Lucia if anything comes up?'],
  ]);
});

describe('rule "effort-is-no-fault": "worked so hard" praises the effort', () => {
  leavesAsWritten(["Good luck on your exam tomorrow. You've worked so hard for this."]);
  leavesAsWritten(['The exam was so hard.']);
});

describe('rule "bar-of-a-novice": what the writer would expect of a novice goes, the ask stays', () => {
  rewritesTo([
    [
      "I'd expect a first-year intern to check the numbers before sending.",
      'Could you check the numbers before sending?',
    ],
  ]);
  leavesAsWritten(["I'd expect a delay of two days.", 'I expect the plumber to come at 3.']);
});
