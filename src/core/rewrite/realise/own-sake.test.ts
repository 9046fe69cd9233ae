import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

describe('rule "no-thanks-for-own-sake": no thanks for an ask the reader does for their own sake', () => {
  it.each(['Save your work before the upgrade tonight.', 'Clean your room before Saturday.'])(
    '%s gets no thanks',
    (text) => expect(rewriteText(text)).not.toMatch(/thank/i),
  );
  it.each(['Hand in your kit by Friday.', 'The fridge is broken again. Call the landlord today.'])(
    'near miss: %s is a favour, and is thanked',
    (text) => expect(rewriteText(text)).toMatch(/Thank you!$/),
  );
});

describe('rule "wish-for-oneself": a kind verb done to the reader\'s own self is a wish', () => {
  leavesAsWritten([
    'No worries at all about the delay, family comes first. Take care of yourself.',
    'Treat yourself to something nice.',
  ]);
  it('near miss: "Sort yourself out" is an order, and is not kept as one', () =>
    expect(rewriteText('Sort yourself out.')).not.toBe('Sort yourself out.'));
});
