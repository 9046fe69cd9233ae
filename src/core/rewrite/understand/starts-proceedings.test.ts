import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite, rewritesTo } from '../test-support.ts';

describe('rule "starts-proceedings": a formal process the writer will start is a real consequence', () => {
  rewritesTo(
    [
      [
        'Pay the full $1,450 by the 5th or I will begin eviction proceedings, no more excuses.',
        "Could you pay the full $1,450 by the 5th? Otherwise, I'll need to begin eviction proceedings.",
      ],
      [
        "Refund the fee by Friday or we'll take legal action.",
        "Could you refund the fee by Friday? Otherwise, we'll need to take legal action.",
      ],
    ],
    '%s keeps its stakes, stated plainly',
  );

  leavesAsWritten(
    [
      // No process named.
      "I'll start the washing after dinner.",
      // Told, past.
      'I began proceedings last year.',
      // The reader does it.
      'Can you file the claim by Monday?',
    ],
    'near miss: %s stays',
  );
});

describe('rule "carries-the-matter": the matter or the reader is carried to an authority, never a thing', () => {
  it('a matter handed to an authority is a consequence', () =>
    expect(rewrite("Pay the £480 by Friday or I'm handing it to a collections agency.")).toMatch(
      /Otherwise, I'll need to hand it to a collections agency/,
    ));
  leavesAsWritten(
    ["I'll take the keys to the landlord on Friday.", "I'll hand the forms to the head on Monday."],
    'near miss: %s is an errand, and stays',
  );
});

describe('a consequence after "or" in the present, and shouted', () => {
  it('"or I start the eviction process" is stated, in sentence case, with the shouted dates lowered', () =>
    expect(
      rewrite('THE RENT WAS DUE ON THE 1ST. PAY THE £850 BY FRIDAY OR I START THE EVICTION PROCESS.'),
    ).toBe(
      "The rent was due on the 1st. Could you pay the £850 by Friday? Otherwise, I'll need to start the eviction process.",
    ));
  it('near miss: "start the process" names no process', () =>
    expect(rewrite("Pay by Friday or I'll start the process.")).not.toMatch(/Otherwise/));
});
