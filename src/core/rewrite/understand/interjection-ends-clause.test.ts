import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "interjection-ends-clause": an interjection between two clauses is their full stop', () => {
  rewritesTo([
    [
      'ur so annoying omg just tell me if ur coming to the party or not. need to know by tonight',
      'Could you tell me if ur coming to the party or not? Need to know by tonight',
    ],
  ]);
  leavesAsWritten(["I'm so sorry omg"]);
});

describe('interjection-ends-clause near misses: a courtesy, a swear word or a one-word tail', () => {
  leavesAsWritten(['You can come round later if ya want', 'Please turn it back on please i need it.']);
});
