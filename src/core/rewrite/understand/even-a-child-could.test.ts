import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "even-a-child-could": someone thought unable doing it with ease insults the reader', () => {
  it.each([
    ['Honestly, a toddler could have filled in this form. Page 3 is blank.', 'Page 3 is blank.'],
    ['A monkey could have done this better. The totals are wrong.', 'The totals are wrong.'],
  ])('%s', (text, expected) => expect(rewriteText(text)).toBe(expected));
  it.each(['A child could get hurt on these stairs.', 'The kids could help with setup.'])(
    'near miss: %s is left as written',
    (text) => expect(rewriteText(text)).toBe(text),
  );
});
