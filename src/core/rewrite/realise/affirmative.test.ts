import { describe } from 'vitest';
import { rewritesTo } from '../test-support.ts';

describe('rule "ask-turns-polarity": a failure asked for again takes the plain forms', () => {
  rewritesTo([
    [
      "You still haven't sent anyone over to fix the heater.",
      'Could you send someone over to fix the heater?',
    ],
    [
      "You still haven't sent the report yet. I need it by noon.",
      'Could you send the report? I need it by noon.',
    ],
  ]);
  // Near miss: "any" before a noun stays.
  rewritesTo([["Why haven't you sent any updates?", 'Could you send any updates?']]);
});
