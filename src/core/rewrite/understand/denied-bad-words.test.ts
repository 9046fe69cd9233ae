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
