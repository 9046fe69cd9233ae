import { describe, expect, it } from 'vitest';
import { TransformRequestSchema } from '../../../schemas.ts';
import { rewriteMessage } from '../../rewrite.ts';
import { rewriteText } from '../../test-support.ts';

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
  it.each(['Which size should I order? Small or large?', 'Train or bus?'])('%s stays', (text) =>
    expect(rewriteText(text)).toBe(text),
  );
  it('near miss: "Are you deaf or what?" ends on a push and is not sent', () =>
    expect(rewriteText('Are you deaf or what?')).toBe(''));
});
