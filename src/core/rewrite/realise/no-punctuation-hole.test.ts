import { describe, expect, it } from 'vitest';
import { withoutHoles } from './without-holes.ts';

describe('rule "no-punctuation-hole": a dropped word takes its comma with it', () => {
  it.each([
    [', get a grip .', 'Get a grip .'],
    ["If i go outside anyhow , , i 'm having one .", "If i go outside anyhow , i 'm having one ."],
    ['Shes got to eat , drink ,.', 'Shes got to eat , drink.'],
    ['You failed to help , so.', 'You failed to help.'],
    ['I waited for you , and', 'I waited for you'],
  ])('%s', (text, tidied) => expect(withoutHoles(text)).toBe(tidied));
  it.each([
    'Note: the 1:1 moved to 3pm, sorry.',
    'See https://example.com/a, then call me.',
    "I'll be there in an hour or so.",
  ])('near miss: %s keeps the punctuation the writer put between words', (text) =>
    expect(withoutHoles(text)).toBe(text),
  );
});
