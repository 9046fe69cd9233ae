import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "quoted-praise": a word of praise in quotation marks sneers', () => {
  it('the thanks go and the news stays', () =>
    expect(rewriteText('Thanks for the "help" with the garden. The skip goes back on Monday.')).toBe(
      'The skip goes back on Monday.',
    ));
  it.each(["She said 'great' and left.", 'Thanks for the help with the garden.'])(
    'near miss: %s is left as written',
    (text) => expect(rewriteText(text)).toBe(text),
  );
});
