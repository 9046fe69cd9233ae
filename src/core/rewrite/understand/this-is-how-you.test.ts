import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "this-is-how-you": "This is how you treat me?" reproaches, and goes', () => {
  it.each([
    ["So that's how you treat your sister?", ''],
    ['After all I did for you, this is how you thank me?', ''],
    ['I cooked for six hours. This is how you say thanks?', 'I cooked for six hours.'],
  ])('%s', (text, expected) => expect(rewrite(text)).toBe(expected));

  it.each(['Is this how you reset the router?', 'This is how you reset the router.'])(
    'near miss: %s stays',
    (text) => expect(rewrite(text)).toBe(text),
  );
});
