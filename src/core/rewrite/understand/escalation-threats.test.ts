import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

describe('rule "escalates-to-authority": carrying the matter to someone over the reader threatens', () => {
  it.each([
    "I'm heading off to your line manager if I must, I'm going to your supervisor.",
    'Next week I am reporting this to the council.',
    "Keep it up and we're going to the police.",
  ])('%s loses its threat', (text) => expect(rewriteText(text)).not.toMatch(/supervisor|council|police/i));
  it('an order before the threat keeps its ask', () => {
    const out = rewriteText('Return the deposit by the 3rd or I am complaining to the ombudsman.');
    expect(out).toMatch(/deposit by the 3rd/);
    expect(out).toMatch(/Otherwise, I'll need to complain to the ombudsman\.$/);
  });
  it('a condition before the threat becomes the ask', () => {
    const out = rewriteText("If the fence isn't fixed by the 12th, we're going to the council.");
    expect(out).toMatch(/fence is fixed by the 12th/);
    expect(out).toMatch(/Otherwise, we'll need to go to the council\.$/);
  });
  leavesAsWritten(
    [
      "I'll forward your invoice to the manager this afternoon.",
      "I'm going to the director's office to sign the contract.",
      'Please pass the form to HR on Monday.',
      'I took it to my manager last week and she said yes.',
      'We will go to the council meeting on Tuesday.',
    ],
    'near miss: %s is a plan or a fact, and stays',
  );
});

describe('rule "mild-noun-is-no-harm": a mildly negative noun in a plan is no threat', () => {
  leavesAsWritten(
    ["I'll get your supervisor to sign off the leave.", "We'll ask your team to look at the block booking."],
    '%s stays',
  );
  it.each(["I'll make your life a misery.", "I'll ruin you."])('near miss: %s still threatens', (text) =>
    expect(rewriteText(text)).toBe(''),
  );
});
