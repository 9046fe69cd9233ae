import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "nobody-wants-yours" + "name-at-the-edge-addresses": shutting the reader out goes', () => {
  rewritesTo([
    ['No one wanted your input, Priya.', ''],
    ['Nobody needs your help. The van leaves at 7.', 'The van leaves at 7.'],
  ]);

  leavesAsWritten(
    [
      // No reader in it.
      'Nobody asked for the spare keys, so I kept them.',
      // For the reader.
      'Nobody blames you.',
      // A name inside what is said is a fact.
      "Nobody ever replies to Sarah's emails.",
    ],
    'near miss: %s stays',
  );
});
