import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "scare-quotes": a describing word in quotes before its noun says the opposite', () => {
  it.each([
    ['Thanks for your "urgent" request from last month.', 'Thanks for your request from last month.'],
    ["We had another 'short' call that ran two hours.", 'We had another call that ran two hours.'],
  ])('%s', (text, expected) => expect(rewriteText(text)).toBe(expected));
  it.each(["Please open the 'Q3 Plan' file.", "She said 'quick' and meant it.", "Don't forget Mum's cake."])(
    'near miss: %s is left as written',
    (text) => expect(rewriteText(text)).toBe(text),
  );
});
