import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite, rewritesTo } from '../test-support.ts';

describe('rule "such-a-label": told to stop being "such a" something, the reader is named', () => {
  rewritesTo([
    ["Quit being such a know-it-all, it's a small thing.", "It's a small thing."],
    ["Don't be such a baby about the dentist.", ''],
  ]);
  leavesAsWritten(
    ["You're such a star.", "You've been such a help this week.", "It's such a shame you can't come."],
    'near miss: %s stays',
  );
});

describe('rule "never-turns-praise": "never" turns round the word of praise in a habit', () => {
  it('"You never help" is a complaint about a habit', () =>
    expect(rewrite('You never help with the bins.')).not.toMatch(/never help/));
  it('near miss: "always" keeps praise as praise', () =>
    expect(rewrite('You always help me with the bins.')).toBe('You always help me with the bins.'));
});
