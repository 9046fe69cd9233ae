import { describe, expect, it } from 'vitest';
import { rewriteText } from './test-support.ts';

describe('rule "fillers-are-no-harm": a rewrite that only costs the spec\'s length fillers is sent', () => {
  it('a reproach goes even when the shorter text draws generic filler issues', () =>
    expect(
      rewriteText(
        "If the fee isn't in my account by the 3rd, a $20 charge applies, no exceptions. I'm tired of chasing you every month.",
      ),
    ).toBe("If the fee isn't in my account by the 3rd, a $20 charge applies."));
  it('near miss: a candidate that would add pressure words is still held to the score floor', () =>
    expect(rewriteText('Could you send it when you can?')).toBe('Could you send it when you can?'));
});
