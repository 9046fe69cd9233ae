import { describe } from 'vitest';
import { rewritesTo } from '../test-support.ts';

describe('rule "condition-leads-its-ask": an ask after its condition carries on the sentence', () => {
  rewritesTo([
    ['You idiot. When you get there, call me.', 'When you get there, could you call me?'],
    ['You idiot. Once you land, send me the address.', 'Once you land, could you send me the address?'],
    ['Every time you deploy, run the tests.', 'Every time you deploy, could you run the tests?'],
  ]);
  // Near miss: no condition before the ask, so it is a sentence of its own.
  rewritesTo([
    ['You idiot. I waited an hour. Text me next time.', 'I waited an hour. Could you text me next time?'],
  ]);
});
