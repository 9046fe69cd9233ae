import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite, rewritesTo } from './test-support.ts';

describe('rule "insult-leaves-its-frame": a clause that only judges the reader is not sent as a hole', () => {
  it.each(['Are you dense or what?', 'Are you stupid or what?'])(
    '%s has nothing to send, never "Are you or what?"',
    (text) => expect(rewrite(text)).toBe(''),
  );
  rewritesTo(
    [
      // An order keeps what it asks for.
      ['Move your crap off the sofa.', 'Move your things off the sofa.'],
    ],
    'near miss: %s',
  );
  it.each([
    // A statement keeps a sentence once its word is swapped; real swearing is read words-only.
    ['Your essay is absolutely stupid.', /essay/],
    ['fuck your title is confusing .', /title is confusing/],
  ])('near miss: %s is still sent', (text, kept) => expect(rewrite(text)).toMatch(kept));
  it('near miss: a fact beside the insult is still sent', () =>
    expect(rewrite('Are you thick? The form says Friday.')).toBe('The form says Friday.'));
});
