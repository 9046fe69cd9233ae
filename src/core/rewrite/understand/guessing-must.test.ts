import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Rule "must-guesses" (guessing-must.ts): "must" before a state is a guess and stays "must".
// Messages written for this test.
describe('rule "must-guesses": a guess with "must" is no demand', () => {
  it.each([
    ['Priya must be losing her mind over the move.', /^Priya must be losing her mind over the move\.$/],
    [
      'You must be joking, the invoice was paid on Monday.',
      /^You must be joking, the invoice was paid on Monday\.$/,
    ],
    ['the new flat must look like a palace', /must look like a palace/],
    ['he must be a genius if he fixed it in a day', /^He must be a genius/],
    ['Must be nice to leave at 3 every day.', /^Must be nice to leave at 3 every day\.$/],
    ['well , my ex must be a serial killer then .', /my ex must be a serial killer then/],
    ['must be global warming again .', /^Must be global warming/],
  ])('%s', (message, kept) => expect(rewrite(message)).toMatch(kept));
  it.each([
    ['You must be at the office by 9.', /^Could you be at the office by 9\?/],
    ['You must send the slides today.', /^Could you send the slides today\?/],
    ['Sam must finish the rota by Friday.', /needs to finish the rota by Friday/],
    ['You must be ready today.', /^Could you be ready today\?/],
    ['You must be a little more careful with the keys.', /^Could you be a little more careful/],
  ])('near miss: %s demands', (message, sent) => expect(rewrite(message)).toMatch(sent));
});
