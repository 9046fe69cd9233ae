import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "your-person-is-news": what a person of the reader\'s did is news, not a verdict on their work', () => {
  it("a teacher's report on a son stays, the venting beside it goes", () =>
    expect(
      rewrite(
        "Your son has been disruptive in every lesson this week and frankly I'm sick of it. The essay was due Monday.",
      ),
    ).toBe('Your son has been disruptive in every lesson this week. The essay was due Monday.'));
  it("near miss: a verdict on the reader's work still goes", () =>
    expect(rewrite('Your report is a mess again. The client wants it Friday.')).toBe(
      'The client wants your report Friday.',
    ));
});
