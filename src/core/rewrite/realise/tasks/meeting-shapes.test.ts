import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';

// schedule-meeting keeps what the message gives about the meeting (issue 22). Messages written
// for these tests.
const schedule = (text: string) => rewriteWith(text, { taskType: 'schedule-meeting' }).generatedMessage;

describe('rule "meeting-word-then-when": a meeting noun then its time is a notice', () => {
  it('"Interview on Tuesday at 2pm" is never "Could you interview …?"', () => {
    const out = schedule('Interview on Tuesday at 2pm, 4th floor. Visitors must park in Lot C.');
    expect(out).toMatch(/^Interview on Tuesday at 2pm, 4th floor\./);
    expect(out).toMatch(/Would Tuesday at 2pm on the 4th floor work for you\?/);
    expect(out).not.toMatch(/Could you interview/);
  });
  it('near miss: "Interview the candidate on Tuesday" orders, with its object', () =>
    expect(schedule('Interview the candidate on Tuesday at 2pm.')).toMatch(/interview the candidate/i));
});

describe('rule "length-kept": how long the meeting lasts is said after the question', () => {
  it('"45 minutes" survives the question about the times', () => {
    const out = schedule('Quarterly review. Tuesday 10am or Thursday 3pm, 45 minutes, room 2B.');
    expect(out).toMatch(/Which would work for you: Tuesday 10am or Thursday 3pm in room 2B\?/);
    expect(out).toMatch(/It will last 45 minutes\./);
  });
  it('near miss: no length, no line about it', () =>
    expect(schedule('Quarterly review. Tuesday 10am or Thursday 3pm, room 2B.')).not.toMatch(/last/));
});
