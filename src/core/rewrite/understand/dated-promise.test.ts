import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

describe('rule "dated-promise" (escalation-threats.ts): a plan with a date is a promise', () => {
  leavesAsWritten(
    ["I'll pay you back on the 15th.", "Sorry I'm short this month, I'll pay you back on the 15th."],
    '%s is left as it was',
  );
  it('near miss: "I\'ll make you pay." names no date, and threatens', () =>
    expect(rewriteText("I'll make you pay.")).toBe(''));
});
