import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "timezone-is-a-name": a time zone in capitals is no shouting', () => {
  leavesAsWritten(['The quarterly report is due Friday, October 18 by 5pm EST. Please upload it.']);
  rewritesTo([['SEND THE REPORT BY 5PM EST TODAY', 'Could you send the report by 5pm EST today?']]);
  // Near miss: a day in capitals is shouted, and lowered.
  rewritesTo([['You idiot, it is due by FRIDAY.', 'It is due by Friday.']]);
});
