import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "describes-the-harmed-thing": a praise word on the thing harmed praises nobody', () => {
  it.each([
    [
      'You broke the big lamp again. Please order a new one.',
      'The big lamp was broken. Could you order a new one, please?',
    ],
    ['You lost the nice pen again.', 'The nice pen was lost.'],
  ])('%s is blame told as what happened', (text, expected) => expect(rewrite(text)).toBe(expected));

  it.each(['You did a great job again.', 'You fixed the big lamp, thank you!'])(
    'near miss: %s is praise, and stays',
    (text) => expect(rewrite(text)).toBe(text),
  );
});
