import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "late-praise": thanks for a thing done keeps its thanks and loses "finally"', () => {
  it.each([
    ['Thanks for finally replying.', 'Thanks for replying.'],
    ['Great work on the deck, finally.', 'Great work on the deck.'],
  ])('%s becomes %s', (text, expected) => expect(rewriteText(text)).toBe(expected));
  it('near miss: "Finally got the build working, great work everyone!" is relief, left as it was', () => {
    const text = 'Finally got the build working, great work everyone!';
    expect(rewriteText(text)).toBe(text);
  });
  it.each(['Nice of you to finally show up.', 'Great job on the launch, as usual.'])(
    'near miss: %s is still sarcasm, not sent as praise',
    (text) => expect(rewriteText(text)).not.toBe(text),
  );
});
