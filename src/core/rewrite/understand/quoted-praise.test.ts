import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewritesTo, rewriteText } from '../test-support.ts';

describe('rule "quoted-praise": a word of praise in quotation marks sneers', () => {
  it('the thanks go and the news stays', () =>
    expect(rewriteText('Thanks for the "help" with the garden. The skip goes back on Monday.')).toBe(
      'The skip goes back on Monday.',
    ));
  leavesAsWritten(
    ["She said 'great' and left.", 'Thanks for the help with the garden.'],
    'near miss: %s is left as written',
  );
});

describe('rule "thanks-for-quoted": an act thanked for in quotation marks is mocked', () => {
  rewritesTo([
    [
      "Thanks for 'tidying' my desk. I can't find the forms I need by 8am Monday.",
      "I can't find the forms I need by 8am Monday.",
    ],
    ["Cheers for 'cleaning' the bathroom. It's your week on the rota.", "It's your week on the rota."],
  ]);
  leavesAsWritten(
    ["Thanks for saying 'yes' to the trip!", "Thanks for the 'Hamlet' tickets."],
    'near miss: %s stays',
  );
});
