import { describe, expect, it } from 'vitest';
import { TransformRequestSchema } from '../../../schemas.ts';
import { rewriteMessage } from '../../rewrite.ts';
import { leavesAsWritten, rewriteText } from '../../test-support.ts';

const clarify = (originalMessage: string) =>
  rewriteMessage(TransformRequestSchema.parse({ originalMessage, taskType: 'clarify-message' }))
    .generatedMessage;

describe('rule "options-narrow-the-question": a question and its choices are one question', () => {
  it.each([
    "What do you mean by 'the usual spot'? The café or the park?",
    'Which size should I order? Small or large?',
  ])('%s keeps both', (text) => expect(clarify(text)).toBe(text));

  it('near miss: two different questions still come down to the more specific one', () =>
    expect(clarify('Is everyone coming? Which room did you book for the 14th?')).toBe(
      'Which room did you book for the 14th?',
    ));
});

describe('rule "choice-question": a question offering choices is answered, not rhetorical', () => {
  leavesAsWritten(['Which size should I order? Small or large?', 'Train or bus?'], '%s stays');
  it('near miss: "Are you deaf or what?" ends on a push and is not sent', () =>
    expect(rewriteText('Are you deaf or what?')).toBe(''));
});

describe('rule "choices-are-specific" and "kept-only-what-is-kept"', () => {
  const clarify = (text: string) =>
    rewriteMessage(TransformRequestSchema.parse({ originalMessage: text, taskType: 'clarify-message' }));
  it('the question that offers the answers is kept over "Which is it?"', () =>
    expect(
      clarify('The brief said soon but also whenever. Which is it? Is the deck due Monday or next month?')
        .generatedMessage,
    ).toMatch(/Is the deck due Monday or next month\?/));
  it.each([
    'Your email said soon but also no rush. Which is it? Do you need the slides today or next week?',
    'Do you need the slides by Friday? Which room is it in, 4 or 5?',
    'Is the call at 3pm or 4pm? And do you want the notes by tomorrow?',
  ])('a time limit is claimed as kept only if it is sent: %s', (text) => {
    const result = clarify(text);
    const claimed = result.explanation.match(/Kept the time limit \(([^)]+)\)/)?.[1];
    for (const limit of claimed?.split(', ') ?? []) expect(result.generatedMessage).toContain(limit);
  });
});

describe('rule "named-options": "The invoice? The rota?" are the answers offered', () => {
  it('they stay, and "I have no idea what you want" beside them goes', () => {
    const out = clarify(
      "what do you mean 'do the thing'? which thing. the budget? the minutes? I have no idea what you want",
    );
    expect(out).toMatch(/The budget\? The minutes\?/);
    expect(out).not.toMatch(/no idea/);
  });
});
