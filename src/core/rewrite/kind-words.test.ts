import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from './test-support.ts';

describe('rule "kind-message-keeps-its-words": a warm message keeps its idioms and its "even"', () => {
  leavesAsWritten([
    'Happy birthday! Hope you have a lovely day and get spoiled rotten.',
    'Welcome to the team! Let me know if you need anything, even small questions.',
  ]);
  // Near misses: a hostile clause, or no warm word, and the words are edited as before.
  rewritesTo([
    ['Thanks for nothing, idiot.', 'Thanks for nothing.'],
    ['Happy Friday! This spreadsheet is garbage though.', 'Happy Friday! This spreadsheet is bad though.'],
  ]);
});
