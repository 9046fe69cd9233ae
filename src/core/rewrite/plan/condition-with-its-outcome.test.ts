import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "condition-with-its-outcome": a condition holding its own outcome stays when the aside after it goes', () => {
  it('the rule and its charge stay; "no exceptions" goes', () =>
    expect(rewriteText("If the form isn't back by the 2nd, a £10 fee applies, no exceptions.")).toBe(
      "If the form isn't back by the 2nd, a £10 fee applies.",
    ));
  it('near miss: a bare condition before a dropped aside goes with it', () =>
    expect(rewriteText("Send the form by Monday. If it isn't back by the 2nd, no exceptions.")).toBe(
      'Could you send the form by Monday?',
    ));
});
