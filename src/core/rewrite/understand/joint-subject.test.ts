import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "joint-subject": "you and I" is one subject, and suggests', () => {
  leavesAsWritten([
    "Why don't you and I get together to plan the party?",
    'You and me should talk about the rota.',
  ]);
  // Near misses: a reproach to the reader alone is still asked for, and "I'll" opens a clause.
  rewritesTo([["Why don't you ever answer your phone?", 'Could you answer your phone?']]);
  leavesAsWritten(["I'll call you and I'll explain everything."]);
});
