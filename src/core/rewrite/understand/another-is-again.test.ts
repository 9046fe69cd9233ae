import { describe, expect, it } from 'vitest';
import { rewritesTo, rewriteText } from '../test-support.ts';

describe('rule "another-is-again": praise before "another" bad thing is a groan', () => {
  rewritesTo(
    [
      ['Brilliant, another invoice with the wrong address.', 'Another invoice with the wrong address.'],
      ['Perfect, another delay from the courier.', 'Another delay from the courier.'],
    ],
    '%s loses its praise',
  );
  it('near miss: "Great, another win for the team!" is good news, left as written', () => {
    const text = 'Great, another win for the team!';
    expect(rewriteText(text)).toBe(text);
  });
});
