import { describe, expect, it } from 'vitest';
import { TransformRequestSchema } from '../../schemas.ts';
import { rewriteMessage } from '../rewrite.ts';
import { isCensoredSwear } from './profanity.ts';

// Rule "censored-swear" (profanity.ts): a starred-out swear word is read as the word it hides.
// Messages written for this test.
describe('censored-swear', () => {
  it.each(['sh*t', 'S**T', 'd*mn', 'cr*p'])('reads %s as swearing', (word) =>
    expect(isCensoredSwear(word)).toBe(true),
  );

  it.each(['c*t', 'a*b', '***', 'sh*tload2', 'e-mail'])('near miss: %s is no listed word’s shape', (word) =>
    expect(isCensoredSwear(word)).toBe(false),
  );

  it('takes the starred word out of a rewrite', () => {
    const { generatedMessage } = rewriteMessage(
      TransformRequestSchema.parse({
        originalMessage: 'The sh*t wifi dropped the call with the bank again.',
      }),
    );
    expect(generatedMessage).not.toMatch(/\*/);
    expect(generatedMessage).toMatch(/wifi dropped the call with the bank/);
  });
});
