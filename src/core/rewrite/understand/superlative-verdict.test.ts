import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { leavesAsWritten, rewriteText as rewrite, rewritesTo } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';

const hostility = (text: string) => buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0]?.hostility;

// Rule "superlative-verdict" (superlative-verdict.ts). Messages written for this test.
describe('rule "superlative-verdict"', () => {
  it.each(["You're the laziest flatmate I have ever lived with.", 'You are the rudest customer this week.'])(
    '%s insults the reader',
    (text) => expect(hostility(text)).toBe('insult'),
  );
  it.each(["That's the dumbest budget I've seen.", 'Your essay is the worst draft in the class.'])(
    '%s is a verdict with nothing to act on',
    (text) => expect(hostility(text)).toBe('venting'),
  );
  it('the verdict goes and the time limit beside it stays', () =>
    expect(rewrite("That's the stupidest rota I've ever seen. The new one is due by the 3rd.")).toBe(
      'The new one is due by the 3rd.',
    ));
  it.each([
    "That's the nicest card anyone sent me.",
    "That's the latest train on Sundays.",
    "That's the hardest part of the move.",
    'This has been the worst month for the shop.',
    'The worst part is the queue at security.',
  ])('near miss: %s is no verdict', (text) => expect(hostility(text)).toBeNull());
});

describe('a stress word between the verb and the superlative only pushes the verdict', () => {
  rewritesTo([
    [
      "You're honestly the laziest person on this team. Fix the login bug before Monday.",
      'Could you fix the login bug before Monday?',
    ],
  ]);
  leavesAsWritten(["You're literally the best."]);
});
