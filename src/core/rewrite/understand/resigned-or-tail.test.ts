import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "resigned-or-tail": "… or should I just forget it?" pushes, and goes; the question stays', () => {
  it.each([
    [
      'Will you return my drill by Sunday, or should I just forget about it?',
      'Will you return my drill by Sunday?',
    ],
    ['Can you sort the recycling or do I have to do it myself?', 'Can you sort the recycling?'],
  ])('%s', (text, expected) => expect(rewrite(text)).toBe(expected));

  it.each([
    // A real choice.
    'Will you drive, or should I book a taxi?',
    // No question to the reader before it.
    'I could call the plumber, or should I just wait until Monday?',
  ])('near miss: %s stays', (text) => expect(rewrite(text)).toBe(text));
});
