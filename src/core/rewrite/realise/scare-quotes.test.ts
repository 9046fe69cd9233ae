import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "scare-quotes": a describing word in quotes before its noun says the opposite', () => {
  rewritesTo([
    ['Thanks for your "urgent" request from last month.', 'Thanks for your request from last month.'],
    ["We had another 'short' call that ran two hours.", 'We had another call that ran two hours.'],
  ]);
  leavesAsWritten([
    "Please open the 'Q3 Plan' file.",
    "She said 'quick' and meant it.",
    "Don't forget Mum's cake.",
  ]);
});
