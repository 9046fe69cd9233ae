import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite } from '../test-support.ts';

describe('rule "state-of-a-thing": the state of a thing is a fact, and stays', () => {
  leavesAsWritten(
    [
      'Please put the dirty towels in the washing machine.',
      'Leave your muddy boots on the mat, please.',
      'The greasy pans go in the left sink.',
    ],
    '%s stays',
  );

  it('a verdict beside it still goes', () =>
    expect(rewrite('Move your stupid bike from the dirty corridor.')).not.toMatch(/stupid/));

  it.each([
    // Said of a person, it judges: the word goes.
    ['You dirty thief, give back my lighter.', /dirty/],
    // Said of a living being.
    ['Get that filthy animal off the sofa.', /filthy/],
  ])('near miss: %s loses the word', (text, word) => expect(rewrite(text)).not.toMatch(word));
});
