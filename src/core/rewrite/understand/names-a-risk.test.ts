import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "names-a-risk": "It\'s a fire hazard" gives the reason, and stays', () => {
  it('a reason after a polite ask stays as typed', () =>
    expect(rewrite('Please keep the stairwell clear. It is a fire hazard.')).toBe(
      'Please keep the stairwell clear. It is a fire hazard.',
    ));
  it('a reason after an order stays after the request', () =>
    expect(rewrite("Don't leave the hose on the path. It's a trip hazard.")).toMatch(
      /It's a trip hazard\.$/,
    ));
  it('near miss: "This is a disaster." is a verdict, and goes', () =>
    expect(rewrite('Please tidy the garage. This is a disaster.')).toBe(
      'Could you tidy the garage, please?',
    ));
});
