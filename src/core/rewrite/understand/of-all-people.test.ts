import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "of-all-people": singling the reader out is a reproach, and goes', () => {
  rewritesTo([
    ['You of all people forgot my birthday.', 'You forgot my birthday.'],
    ['You of all people knew how much this meant to me.', 'You knew how much this meant to me.'],
  ]);
  // Near miss: not after the reader, and praise.
  leavesAsWritten(["Of all the people I know, you're the kindest."]);
});

describe('rule "reproach-fragment": a contracted copula is still a verb', () => {
  // "you're the kindest" has a verb, so it is no verbless reproach fragment.
  leavesAsWritten(["You're the kindest.", "Honestly, you're the best x"]);
  // Near miss: a verbless fragment pointed at the reader still goes.
  rewritesTo([['Your invoice is late. Typical of you.', 'Your invoice is late.']]);
});
