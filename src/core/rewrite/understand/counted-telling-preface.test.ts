import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "counted-telling-preface": how often the writer has had to say it goes; the message stays', () => {
  rewritesTo([
    [
      'Not sure how many times I need to say this, but the printer on floor 2 is not for personal use.',
      'The printer on floor 2 is not for personal use.',
    ],
    ["I don't know how many times I have to tell you this, but the gate stays shut.", 'The gate stays shut.'],
  ]);
  leavesAsWritten([
    'I need to say this, but the printer is broken.',
    'How many times did you print it?',
    'Not sure how many people are coming, but the room seats 12.',
  ]);
});

describe('rule "next-time-is-when": "next time" before its own subject opens a condition', () => {
  leavesAsWritten([
    'Next time I catch anyone printing their own stuff it goes to HR.',
    'Next time we meet we can go over it.',
  ]);
  rewritesTo([["Next time I'm calling the council.", "Next time, I'll need to call the council."]]);
});
