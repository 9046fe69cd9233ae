import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite } from '../test-support.ts';

describe('rule "order-softened-by-its-condition": an order that leaves the reader free stays as typed', () => {
  leavesAsWritten(
    [
      "Book club is at Jen's, 7pm on the 21st. Bring a snack if you can. We're reading Middlemarch.",
      'Grab me a coffee if you get a chance.',
      'Water the plants when you can, thanks.',
    ],
    '%s',
  );

  it.each([
    // A condition on the event, not on the reader's ease.
    "Call me if you can't make it.",
    // The thing's state.
    "Send it if it's ready.",
  ])('near miss: %s is still turned into a request', (text) => expect(rewrite(text)).toMatch(/^Could you/));

  it('near miss: beside something hostile, the message is still edited', () =>
    expect(rewrite('You never help. Bring a snack if you can.')).not.toMatch(/never/));
});

describe('rule "ability-asked-once": a request frame asks whether the reader can once', () => {
  it('a closing "if you can" goes inside "Could you …?"', () =>
    expect(rewrite('You forgot again. Post it today if you can.')).toBe('Could you post it today?'));
  it('near miss: "if you can\'t" is a condition, and stays', () =>
    expect(rewrite("You forgot again. Call me if you can't make it.")).toMatch(/if you can't make it\?/));
});
