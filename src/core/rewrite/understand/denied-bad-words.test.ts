import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Rule "denied-state" (clause-facts.ts): a negation that denies a bad word about the reader
// reassures; it accuses no one. Messages written for this test.
describe('rule "denied-state"', () => {
  it.each(['Relax, you’re not in trouble with the school.', 'You’re not to blame for the flood upstairs.'])(
    '%s keeps its reassurance',
    (message) => expect(rewrite(message)).toMatch(/not (?:in trouble|to blame)/),
  );
  it('near miss: "not" that only flips a kind word still accuses', () =>
    expect(rewrite("You don't care about the delay at all.")).not.toMatch(/care/));
});

// "It's not safe" has its verb inside the contraction (venting.ts): a reason, not an outburst.
describe('a contracted verb is a verb', () => {
  it("It's not safe stays as the reason", () =>
    expect(rewrite("Please shut the side gate at night. It's not safe.")).toMatch(/It's not safe\./));
  it('near miss: a verbless outburst still goes', () =>
    expect(rewrite('Please shut the side gate at night. So annoying.')).not.toMatch(/annoying/));
});
