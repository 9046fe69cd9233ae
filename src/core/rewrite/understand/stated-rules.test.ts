import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "no-thing-is-a-rule": "No <things>." states a rule and stays', () => {
  it.each([
    ['Bring your own towels to the pool. No refunds.', /No refunds\./],
    ['Final copy goes to print at noon. No changes!!', /No changes/],
    ['The flat is available from May. No pets.', /No pets\./],
  ])('%s', (text, expected) => expect(rewriteText(text)).toMatch(expected));
  it.each([
    ['Have the essay in by Friday. No excuses.', /excuses/],
    ['We leave at 6 sharp. No arguments.', /arguments/],
  ])('near miss: %s only insists, and the insisting goes', (text, unexpected) =>
    expect(rewriteText(text)).not.toMatch(unexpected),
  );
});
