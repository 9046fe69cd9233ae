import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "reply-dismissal": refusing the reader\'s reply ahead of time goes, never "Please …"', () => {
  it.each([
    ['The boiler is still broken. Spare me the excuses.', /boiler is still broken/, /spare|excuse/i],
    [
      'Pay your share of the gas by Friday. Save your stories for someone who cares.',
      /Friday/,
      /stories|cares/i,
    ],
    ["Don't even try to justify it.", /^$/, /justify/i],
    ['Return my charger tonight, and keep your reasons to yourself.', /charger/, /reasons/i],
    ["I don't want to hear another excuse. The car is due back at 6.", /car is due back at 6/, /excuse/i],
    ["Don't come to me with more excuses about the rota.", /^$/, /excuses/i],
  ])('%s', (text, kept, gone) => {
    const out = rewriteText(text);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });
  it.each([
    ["Don't bother replying, I'll see you at the meeting.", /replying/],
    ['No need to explain, I understand.', /explain/],
    ['Please reply with your availability by Friday.', /availability/],
    ["Don't give the client any excuse to delay the launch.", /excuse to delay/],
    ['Save your questions for the Q&A at 3pm.', /questions/],
    ['Keep your receipts for the expense claim.', /receipts/],
  ])('near miss: %s keeps its words', (text, kept) => expect(rewriteText(text)).toMatch(kept));
});
