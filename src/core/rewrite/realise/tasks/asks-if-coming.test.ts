import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';

// Rule "asks-if-you-can-come" (schedule-meeting.ts). Messages written for these tests.
const schedule = (text: string) => rewriteWith(text, { taskType: 'schedule-meeting' }).generatedMessage;

describe('rule "asks-if-you-can-come": a message that asks if the reader can come asks once', () => {
  it.each([
    'Book club is on Thursday at 7pm at Nadia’s. Let me know if you can make it.',
    'The leaving drinks are Friday at 5pm. Will you join us?',
  ])('%s gets no second question', (text) => expect(schedule(text)).toBe(text));
  it.each([
    'Team lunch is on Thursday at 1pm. Let me know if you need a lift.',
    'The leaving drinks are Friday at 5pm. Can you bring a card?',
  ])('near miss: %s asks something else, and the time is still asked', (text) =>
    expect(schedule(text)).toMatch(/work for you\?$/),
  );
});
