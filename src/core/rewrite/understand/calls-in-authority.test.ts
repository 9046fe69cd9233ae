import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

describe('rule "calls-in-authority": calling in someone over the reader threatens', () => {
  it('an order before the call keeps its ask; the call is stated as a step (stated-consequence.ts)', () => {
    const out = rewriteText('Clear the skip off the pavement by Sunday or I will phone the police.');
    expect(out).toMatch(/skip off the pavement by Sunday/);
    expect(out).toMatch(/Otherwise, I'll need to phone the police\.$/);
  });
  it('a condition before the call becomes the ask', () => {
    const out = rewriteText("If the bond isn't returned by the 9th, we're contacting our solicitor.");
    expect(out).toMatch(/bond/);
    expect(out).toMatch(/the 9th/);
    expect(out).toMatch(/Otherwise, we'll need to contact our solicitor\.$/);
  });
  leavesAsWritten(
    [
      "I'll call the council to book a bulky waste pickup.",
      "I'll ring the landlord about the dripping tap.",
      "I'll phone my manager back after lunch.",
      'I called the police last night and they came round.',
    ],
    'near miss: %s is an errand or a fact, and stays',
  );
});
