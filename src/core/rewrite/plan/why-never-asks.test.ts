import { describe } from 'vitest';
import { rewritesTo } from '../test-support.ts';

describe('rule "why-never-asks-too": a pressing word before the verb leaves the ask in place', () => {
  rewritesTo([
    ["Why don't you ever answer your phone?", 'Could you answer your phone?'],
    ["Why can't you just tell me what's wrong?", "Could you tell me what's wrong?"],
  ]);
  // Near miss: with no verb there is nothing to ask, and nothing is sent.
  rewritesTo([["Why don't you?", '']]);
});
