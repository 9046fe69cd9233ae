import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "least-you-could": "you could have at least …" reproaches, and goes; the news stays', () => {
  it.each([
    [
      'The kids waited at the gate until 4:15. You could have at least phoned.',
      'The kids waited at the gate until 4:15.',
    ],
    ['The pipe burst on Friday. You might at least have warned me.', 'The pipe burst on Friday.'],
  ])('%s', (text, expected) => expect(rewrite(text)).toBe(expected));

  it.each([
    // The writer's own regret.
    'We could have at least tried the other shop.',
    // An offer.
    'You could have the spare room at least.',
  ])('near miss: %s stays', (text) => expect(rewrite(text)).toBe(text));
});
