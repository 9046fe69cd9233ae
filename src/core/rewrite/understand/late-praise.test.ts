import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewritesTo, rewriteText } from '../test-support.ts';

describe('rule "late-praise": thanks for a thing done keeps its thanks and loses "finally"', () => {
  rewritesTo(
    [
      ['Thanks for finally replying.', 'Thanks for replying.'],
      ['Great work on the deck, finally.', 'Great work on the deck.'],
    ],
    '%s becomes %s',
  );
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
  leavesAsWritten(
    ['Nice of you to help with the move, thanks!', 'Nice of you to come all this way.'],
    'near miss: %s thanks for a favour',
  );
});

describe('rule "only-took-ages": a shrug at how long it took mocks the wait', () => {
  it('the thanks stays and the jab goes', () =>
    expect(rewriteText('Thanks for the help on the launch. Only took three weeks!')).toBe(
      'Thanks for the help on the launch.',
    ));
  leavesAsWritten(
    ['Only took ten minutes, brilliant!', 'It took three weeks to arrive.'],
    'near miss: %s stays',
  );
});

describe('rule "thanks-for-actually" (clean-clause.ts)', () => {
  it('"Thanks in advance for actually reading this one." keeps the thanks', () =>
    expect(rewriteText('Thanks in advance for actually reading this one.')).toBe(
      'Thanks in advance for reading this one.',
    ));
  it('near miss: "Thanks, I actually found it." is the writer\'s own doing', () =>
    expect(rewriteText('Thanks, I actually found it.')).toBe('Thanks, I actually found it.'));
});

describe('"Correct me if I\'m wrong, but" is a frame (cue-words.ts HEDGE_OPENERS)', () => {
  it('is never made a request', () =>
    expect(rewriteText("Correct me if I'm wrong, but I believe I asked for this last week.")).not.toMatch(
      /could you correct/i,
    ));
});
