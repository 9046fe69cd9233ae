import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

// Kinds of failure a blind reading found; each message here was written for the test.
describe('rule "safe-wish" (asks.ts): "Drive safe" is a wish, never "Could you drive safe?"', () => {
  it.each(['Love you! Get home safe and call me tomorrow.', 'Sleep well!'])('%s keeps its wish', (text) =>
    expect(rewriteText(text)).not.toMatch(/could you (?:get home|sleep)/i),
  );
  it('near miss: "Store it safely in the cupboard." is a task', () =>
    expect(rewriteText('Store it safely in the cupboard.')).toMatch(/Could you store it/));
});

describe('rule "missing-is-news" (hostility.ts): what a thing lacks is news, not a verdict', () => {
  it('the fact stays beside the ask', () =>
    expect(rewriteText('Your visa form is missing a signature. Please post it back by the 3rd.')).toMatch(
      /missing a signature/,
    ));
  it('near miss: "Your report is sloppy." judges', () =>
    expect(rewriteText('Your report is sloppy.')).toBe(''));
});

describe('rule "points-back-asks" (rhetorical-questions.ts): "Where is it?" asks about the thing', () => {
  it('the question stays after the venting goes', () =>
    expect(
      rewriteText("I'm so sick of waiting. You said the parcel would come Monday. Where is it?"),
    ).toMatch(/Where is it\?$/));
});

describe('"Must be nice …" with a habit is envy, not a demand (guessing-must.ts)', () => {
  it('is never "Need to be nice"', () =>
    expect(
      rewriteText('Must be nice to finish at 3 every day while the rest of us cover the phones.'),
    ).not.toMatch(/need to be nice/i));
});
