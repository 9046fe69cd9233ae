import { describe } from 'vitest';
import { rewritesTo } from '../test-support.ts';

describe('rule "lead-in-goes-with-its-jab": an opener that only leads into a dropped clause goes too', () => {
  rewritesTo([
    [
      "Let me guess, you 'forgot' to send the contract again? The client signs tomorrow at 10. Get it to them tonight.",
      'The client signs tomorrow at 10. Could you get it to them tonight?',
    ],
  ]);
  // Near misses: a date and a greeting before the comma stay.
  rewritesTo([
    [
      'On Friday, you missed the call again. Please call Sam back today.',
      'On Friday, you missed the call. Please call Sam back today.',
    ],
    ['Hi Sam, you forgot the milk again.', 'Hi Sam, you forgot the milk.'],
  ]);
});

describe('near miss of "lead-in-goes-with-its-jab": what the writer did is a fact', () => {
  rewritesTo([['I tried, get a grip.', 'I tried.']]);
});
