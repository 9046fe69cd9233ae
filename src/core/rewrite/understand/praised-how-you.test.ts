import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "praised-how-you-failed": praise for how the reader failed is sarcasm round a fact', () => {
  rewritesTo([
    ['I really loved how you skipped the summary.', 'You skipped the summary.'],
    ['Loved the way you ignored my email.', 'You ignored my email.'],
  ]);
  // Near misses: nothing failed, and a failure denied, are praise.
  leavesAsWritten(['I loved how you handled the client.', 'I love how you never give up.']);
});
