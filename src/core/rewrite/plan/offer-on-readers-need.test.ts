import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Rule "offer-on-readers-need" (unsure-asks.ts). Messages written for this test.
describe('rule "offer-on-readers-need"', () => {
  it.each(['Holler if you need a hand with the move.', 'Ping me if you want the slides early.'])(
    '%s is an offer, kept as written',
    (message) => expect(rewrite(message)).toBe(message),
  );
  it('near miss: a condition on events is a real ask', () =>
    expect(rewrite('Text me if the parcel arrives.')).toMatch(/^Could you text me/));
  // A request frame asks whether the reader can once (rule "ability-asked-once", request.ts).
  it("near miss: the reader's ability is no wish", () =>
    expect(rewrite('You forgot again. Post it today if you can.')).toBe('Could you post it today?'));
});
