import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite } from '../test-support.ts';

describe('rule "too-hard-to-do": an everyday act asked to be "too hard for you" mocks, and goes', () => {
  it.each([
    'Was "please keep the noise down" too complicated for you?',
    'Is answering your phone too difficult for you?',
  ])('%s has nothing to send', (text) => expect(rewrite(text)).toBe(''));

  it('the facts beside it stay', () =>
    expect(
      rewrite('The music was still going at 2am. Was "please keep the noise down" too complicated for you?'),
    ).toBe('The music was still going at 2am.'));

  leavesAsWritten(
    [
      // A thing, not an act: a real offer of help.
      'Is the form too complicated for you? I can help.',
      // No word of difficulty.
      'Is Friday too early for you?',
      // A statement about a task, with no reader.
      'Replying to everyone was too hard for me this week.',
    ],
    'near miss: %s stays',
  );
});
