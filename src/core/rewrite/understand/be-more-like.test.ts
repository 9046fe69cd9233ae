import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "be-more-like": the reader measured against someone else is a put-down, and goes', () => {
  rewritesTo([
    ["Why can't you be more like your sister? Clean your room.", 'Could you clean your room?'],
    ['You should be more like Sam.', ''],
  ]);
  leavesAsWritten([
    "It'll be more like 5pm.",
    'Could you make the intro more like the draft?',
    'Would you like to be on the team?',
  ]);
});
