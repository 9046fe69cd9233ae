import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "stress-before-order": a stress word before an order is part of the push', () => {
  rewritesTo([
    ['Please actually look at the attachment this time.', 'Please look at the attachment.'],
    [
      "Per my last email, which you clearly didn't read, the budget deadline is March 14. Please actually look at the attachment this time.",
      'The budget due date is March 14. Could you look at the attachment, please?',
    ],
  ]);
  leavesAsWritten([
    "Honestly, I think it's fine.",
    'Actually, the meeting moved to 4.',
    'Please honestly tell me what you think.',
  ]);
});

describe('rule "doubting-even": "if you even want to" doubts the reader, and "even" goes', () => {
  rewritesTo([['Dinner is at 7 if you even want to come.', 'Dinner is at 7 if you want to come.']]);
  leavesAsWritten(["Even if you want to come, there's no room."]);
});
