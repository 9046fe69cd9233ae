import { describe, expect, it } from 'vitest';
import { analyze } from '../../analysis/analyze.ts';
import { dropIsOnlyLength } from './length-only-drop.ts';

// Rule "length-only-drop": an option's own words may cost only the spec's length points.
const drop = (before: string, after: string) => dropIsOnlyLength(analyze(before), analyze(after));

describe('length-only-drop', () => {
  it('allows a drop that is only the 50-character context rule and its fillers', () => {
    const before = 'I forgot your birthday drinks on Saturday.';
    const after = "I'm sorry I totally forgot your birthday drinks on Saturday.";
    expect(analyze(after).score).toBeLessThan(analyze(before).score);
    expect(drop(before, after)).toBe(true);
  });

  it('near miss: a pressure word the rewrite added still counts', () => {
    expect(drop('Can you check the oven?', 'Check the oven immediately, it is urgent.')).toBe(false);
  });

  it('near miss: losing the polite wording still counts', () => {
    expect(drop('Please send the photos.', 'Send the photos from the party to me by Friday afternoon.')).toBe(
      false,
    );
  });
});
