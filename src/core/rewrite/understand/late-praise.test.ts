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

describe('rule "praise-for-turning-up": thanks for only arriving is a brush-off', () => {
  it.each(['Nice of you to show up.', 'Good of you to grace us with your presence.'])(
    '%s is not sent',
    (text) => expect(rewriteText(text)).toBe(''),
  );
  it.each(['Nice of you to help with the move, thanks!', 'Nice of you to come all this way.'])(
    'near miss: %s thanks for a favour',
    (text) => expect(rewriteText(text)).toBe(text),
  );
});

describe('rule "only-took-ages": a shrug at how long it took mocks the wait', () => {
  it('the thanks stays and the jab goes', () =>
    expect(rewriteText('Thanks for the help on the launch. Only took three weeks!')).toBe(
      'Thanks for the help on the launch.',
    ));
  it.each(['Only took ten minutes, brilliant!', 'It took three weeks to arrive.'])(
    'near miss: %s stays',
    (text) => expect(rewriteText(text)).toBe(text),
  );
});
