import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "another-is-again": praise before "another" bad thing is a groan', () => {
  it.each([
    ['Brilliant, another invoice with the wrong address.', 'Another invoice with the wrong address.'],
    ['Perfect, another delay from the courier.', 'Another delay from the courier.'],
  ])('%s loses its praise', (text, expected) => expect(rewriteText(text)).toBe(expected));
  it('near miss: "Great, another win for the team!" is good news, left as written', () => {
    const text = 'Great, another win for the team!';
    expect(rewriteText(text)).toBe(text);
  });
});
