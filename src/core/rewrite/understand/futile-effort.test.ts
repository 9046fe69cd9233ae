import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite } from '../test-support.ts';

describe('rule "futile-effort": the writer calling their own effort pointless is guilt, and goes', () => {
  it.each([
    'I wonder why I bother cooking for you.',
    "There's no point asking you anything.",
    'I guess my opinion does not count for anybody.',
    // Once "Seriously," goes, what is left is still guilt, and is not sent.
    'Seriously, I have no idea why I bother texting you.',
    // A stress word before "bother" changes nothing.
    'Not sure why I even bother asking.',
  ])('%s has nothing to send', (text) => expect(rewrite(text)).toBe(''));

  it('the ask beside it stays', () =>
    expect(rewrite('No point telling you anything. Can someone else lock up at 9?')).toBe(
      'Can someone else lock up at 9?',
    ));

  leavesAsWritten(
    [
      // Explains a habit.
      "Why I bother with the early bus: it's emptier.",
      // An easy-going answer.
      "My seat doesn't matter, any row is fine.",
    ],
    'near miss: %s stays',
  );
});
