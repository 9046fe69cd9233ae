import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite, rewritesTo } from '../test-support.ts';

describe('rule "eye-roll-is-sarcasm": praise with an eye-roll is turned round, and goes', () => {
  rewritesTo([
    [
      'great job on the slides, really loved how you read every one word for word 🙄 redo the deck before friday pls',
      'Could you redo the deck before friday?',
    ],
    [
      "great job on the presentation 🙄 redo the deck before thursday's meeting",
      "Could you redo the deck before thursday's meeting?",
    ],
  ]);

  leavesAsWritten(
    ['Thanks so much for the lift 😊', 'Loved the talk, thank you 🙏'],
    'near miss: %s (a warm face) stays',
  );
});

describe('rule "closing-please-in-a-request": the request frame asks politely once', () => {
  it('a closing "pls" goes when the order becomes a request', () =>
    expect(rewrite('You forgot again. Send the file by 5 pls.')).toMatch(/Could you send the file by 5\?/));
  it('near miss: "please" as a verb stays', () =>
    expect(rewrite('You forgot again. Find a way to please the client.')).toMatch(/please the client/));
});
