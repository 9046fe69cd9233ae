import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "ironic-minimiser": "only" before the greatest degree means the opposite', () => {
  it('the jab goes and the facts beside it stay', () =>
    expect(rewriteText("It's only the most important pitch of the year. The deck is due at 9am.")).toBe(
      'The deck is due at 9am.',
    ));
  it.each([
    "It's only the second draft, relax.",
    'Only the biggest boxes go in the van.',
    'Is it only the biggest room?',
  ])('near miss: %s keeps its "only"', (text) => expect(rewriteText(text)).toMatch(/only/i));
});
