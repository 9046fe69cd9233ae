import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';

// Rule "reproach-question-asked-plainly" (gentle-followup.ts). Messages written for these tests.
const followUp = (text: string) => rewriteWith(text, { taskType: 'gentle-followup' });

describe('rule "reproach-question-asked-plainly": the follow-up still asks its question', () => {
  it('"did you ever book it?" comes back plainly after the follow-up', () => {
    const { generatedMessage, explanation } = followUp(
      'Still waiting on the hotel for the conference, did you ever book it?',
    );
    expect(generatedMessage).toBe(
      'Following up on the hotel for the conference. Have you had a chance to book it?',
    );
    expect(explanation).toMatch(/plainly/);
  });
  it('near miss: a verb of feeling is no task', () =>
    expect(
      followUp('Still waiting on your reply. Did you ever care about the trip?').generatedMessage,
    ).not.toMatch(/chance to care/));
  it('near miss: a question still asked is not asked twice', () => {
    const out = followUp('Following up on the hotel. Could you book it by Friday?').generatedMessage;
    expect(out.match(/\?/g)).toHaveLength(1);
  });
});
