import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "which-part-of-the-quote": the writer\'s words asked to be the hard part mock', () => {
  rewritesTo([
    ["What part of 'end of day Monday' was unclear?", 'End of day Monday.'],
    ['Which part of "no meetings on Friday" did you find confusing?', 'No meetings on Friday.'],
  ]);
  // Near misses: nothing quoted is a real offer to explain; a quote with no word of being unclear asks.
  leavesAsWritten([
    'Which part of the brief was unclear? I can go over it with you.',
    "What part of 'Hamlet' are we reading tomorrow?",
  ]);
});
