import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite } from '../test-support.ts';

describe('rule "aside-at-reader": a blaming aside between commas goes, its fact stays', () => {
  it('leaves no fragment behind a removed opening', () =>
    expect(
      rewrite("As I said before, which you obviously didn't read, the venue deposit is due May 2."),
    ).toBe('The venue deposit is due May 2.'));
  it('takes out "which you still haven\'t …" and keeps the date', () =>
    expect(rewrite("The contract, which you still haven't signed, expires on the 30th.")).toBe(
      'The contract expires on the 30th.',
    ));
  leavesAsWritten(
    [
      'The report, which you sent on Monday, is due Friday.',
      'The parcel, which you ordered for Sam, arrives tomorrow.',
    ],
    'near miss: %s keeps an aside that blames nothing',
  );
});
