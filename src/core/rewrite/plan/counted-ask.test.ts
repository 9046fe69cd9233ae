import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Rule "counted-ask-keeps-its-ask" (edit-plan.ts): the count of times asked is the reproach; the
// ask inside it stays. Messages written for this test.

describe('counted-ask-keeps-its-ask', () => {
  it('keeps the ask when the count sits between "asked you" and "to"', () => {
    expect(rewrite("I've asked you four times to renew the parking permit. It expires Monday.")).toBe(
      'Could you renew the parking permit? It expires Monday.',
    );
  });

  it('cuts a count that follows the ask', () => {
    expect(rewrite('I have reminded you to sign the lease twice.')).toBe('Could you sign the lease?');
  });

  it('keeps a "not" in what was asked', () => {
    expect(rewrite("I've told you over and over not to leave the hob on.")).toMatch(
      /^Please don't leave the hob on/,
    );
  });

  it('leaves a plain report of an ask, with no count, as it was (near miss)', () => {
    expect(rewrite('I asked Maya to renew the parking permit.')).toBe(
      'I asked Maya to renew the parking permit.',
    );
  });
});
