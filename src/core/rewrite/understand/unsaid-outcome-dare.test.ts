import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite, rewritesTo } from '../test-support.ts';

describe('rule "unsaid-outcome-dare": an order joined to "… and see what happens" warns the reader off', () => {
  rewritesTo([
    ['Slam the door like that and see what happens.', "Please don't slam the door like that."],
    ['Park in my space again and find out.', "Please don't park in my space."],
  ]);

  it.each([
    // An experiment: the outcome names a thing.
    'Press the switch and see what happens to the fan.',
    // A taste to find out, with its "if".
    'Taste the soup and see if it needs salt.',
    // A bare "and see" encourages, even beside an insult that goes.
    'You idiot. Try it and see.',
  ])('near miss: %s is no dare (no "not" added)', (text) => expect(rewrite(text)).not.toMatch(/n't|not/));
});

describe('rule "provoking-dare": "Don\'t test me" warns, and is never asked for politely', () => {
  rewritesTo([
    ["Don't try me.", ''],
    ['Do not push me. The bins go out at 7.', 'The bins go out at 7.'],
  ]);

  rewritesTo(
    [
      ["Don't call me after 10.", "Please don't call me after 10."],
      ["Don't push the blue lever.", "Please don't push the blue lever."],
    ],
    'near miss: %s is a real ask',
  );
});
