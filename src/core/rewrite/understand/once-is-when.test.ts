import { describe } from 'vitest';
import { rewritesTo } from '../test-support.ts';

describe('rule "once-is-when": "once" opening a clause is "when", not a reproach', () => {
  rewritesTo([
    ['You idiot. Once you land, send me the address.', 'Once you land, could you send me the address?'],
  ]);
  // Near misses: "for once" reproaches, and goes.
  rewritesTo([['Could you be on time for once?', 'Could you be on time?']]);
});
