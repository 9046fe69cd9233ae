import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from './test-support.ts';

describe('rule "warm-company": a small order beside a warm wish is how friends talk', () => {
  leavesAsWritten([
    "Good luck tomorrow, you've got this. Text me after and tell me how it went x",
    'Have an amazing trip! Send me a postcard xx',
  ]);
  // Near misses: mild warmth (+2) or a long order is still asked for.
  rewritesTo([
    [
      'Love the new logo! Send me the final files by Friday.',
      'Love the new logo! Could you send me the final files by Friday?',
    ],
    [
      'Good luck tomorrow. Send me the signed contract and the two invoices from March before you leave for the airport.',
      'Good luck tomorrow. Could you send me the signed contract and the two invoices from March before you leave for the airport?',
    ],
  ]);
});
