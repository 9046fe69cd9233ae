import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';

// gentle-followup refers back without counting the silence (issue 22). Messages written for these
// tests.
const followUp = (text: string) => rewriteWith(text, { taskType: 'gentle-followup' }).generatedMessage;

describe('rule "still-nothing-tail": the silence goes, what was asked stays', () => {
  it('"I asked you for X on the 3rd and still nothing" follows up on X, with its date', () => {
    const out = followUp('Hello?? I asked you for the venue deposit receipt on the 3rd and still nothing.');
    expect(out).toBe('Following up on the venue deposit receipt I asked for on the 3rd.');
  });
  it('", still no reply" goes and the ask stays', () => {
    const out = followUp('I sent the invoice last week, still no reply. Can you confirm it arrived?');
    expect(out).toMatch(/^I sent the invoice last week\./);
    expect(out).toMatch(/confirm it arrived\?/);
    expect(out).not.toMatch(/no reply/);
  });
  it('near miss: no tail, the words stay', () =>
    expect(followUp('I asked you for the receipt on Monday.')).toMatch(/receipt on Monday/));
  it('near miss: silence from someone else mid-sentence is a fact', () =>
    expect(followUp('Still nothing from the bank on my side, so I need your payslip.')).toMatch(/bank/));
});
