import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "typical-is-a-sigh": "Typical." said alone sighs at the reader, and goes', () => {
  it('the sigh goes, what happened stays', () =>
    expect(
      rewrite('Typical. You booked the venue and forgot the deposit. The venue needs £500 by noon.'),
    ).not.toMatch(/Typical/));
  it.each(['Typical British summer, bring a coat.', "That's typical of Leeds traffic, leave early."])(
    'near miss: %s describes, and stays',
    (text) => expect(rewrite(text)).toMatch(/typical/i),
  );
});
