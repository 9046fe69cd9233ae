import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "likeness-verdict": the reader\'s work likened to a bad picture is an insult', () => {
  rewritesTo([
    [
      'Your report reads like it was written by a sleep-deprived goldfish. Fix the sections on pricing before Monday.',
      'Could you fix the sections on pricing before Monday?',
    ],
    // The "it" of the ask stands for the thing the likeness was about.
    [
      'Your code reads like someone sneezed on a keyboard. Refactor it before the review.',
      'Could you refactor your code before the review?',
    ],
  ]);
  // Near misses: the reader's state, praise, a bare thing, no picture, and a thing done to it.
  leavesAsWritten([
    "Your email sounds like you're stressed. Want to talk?",
    'Your garden looks like a postcard!',
    'Your plan sounds like a great idea.',
    'Your room looks like a hotel room.',
    'Your car looks like mine.',
  ]);
});

describe('rule "done-to-the-thing-is-news": a bad word in the passive tells what happened to it', () => {
  leavesAsWritten([
    'Your parcel looks like it was damaged in transit.',
    'Your claim was rejected by the insurer.',
  ]);
  // Near miss: an adjective is a verdict on the work, and goes.
  rewritesTo([
    [
      'Your report was sloppy. Please redo the summary by Friday.',
      'Could you redo the summary by Friday, please?',
    ],
  ]);
});

describe('rule "likeness-of-dealing-with-you": dealing with the reader likened to a hopeless task', () => {
  rewritesTo([
    [
      "It's like talking to a brick wall with you. I asked you three times to book the car service. It's due Friday.",
      "Could you book the car service? It's due Friday.",
    ],
  ]);
  // Near misses: encouragement, and no reader.
  leavesAsWritten(["It's like riding a bike, you'll remember.", "It's like talking to my sister."]);
});
