import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "blame-as-reason": a "because" clause after kept news tells why it happened', () => {
  leavesAsWritten([
    'My daughter came home in tears because you called her lazy in front of the whole class. I want a meeting this week.',
    'The build failed because you pushed without running the tests.',
  ]);
});

describe('rule "would-know-if-you-aside": what the reader would know, had they done their part', () => {
  rewritesTo([
    [
      'She has a diagnosed learning difficulty, which you would know if you read her file. I want a meeting this week.',
      'She has a diagnosed learning difficulty. I want a meeting this week.',
    ],
  ]);
  // Near miss: a wish, with no "if".
  leavesAsWritten(['The report, which you would like to see, is attached.']);
});
