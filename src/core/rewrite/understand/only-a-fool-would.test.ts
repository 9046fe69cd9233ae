import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "only-a-fool-would": a put-down of whoever did it goes, never "Only a person would …"', () => {
  it.each([
    [
      'Only a moron would leave the gate open. Please shut it behind you.',
      'Could you shut it behind you, please?',
    ],
    ['Only an idiot could miss the signs.', ''],
    ['Only a total fool would trust that seller.', ''],
  ])('%s', (text, expected) => expect(rewrite(text)).toBe(expected));

  it.each([
    'Only a plumber would know that.',
    'Only an adult can sign the form.',
    'Only a qualified electrician can fit the socket.',
  ])('near miss: %s stays', (text) => expect(rewrite(text)).toBe(text));
});
