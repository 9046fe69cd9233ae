import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite } from '../test-support.ts';

describe('rule "sweeping-polarity": "nobody" turns round what it says of the reader', () => {
  it.each([
    'Nobody on the committee trusts you.',
    'No one likes sitting next to you.',
    'Everyone is sick of you.',
  ])('%s is a verdict against the reader, with nothing to send', (text) => expect(rewrite(text)).toBe(''));

  it('keeps the message beside such a verdict', () =>
    expect(rewrite('Nobody here respects you. The audit starts Monday at 9.')).toBe(
      'The audit starts Monday at 9.',
    ));

  leavesAsWritten(
    [
      'Nobody blames you for the delay.',
      'None of this is your fault.',
      'No one is angry with you.',
      'Nobody expects you to finish today.',
      'No one told me the room changed to 4B.',
    ],
    'near miss: %s stays as written',
  );
});
