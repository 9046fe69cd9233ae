import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "only-a-fool-would": a put-down of whoever did it goes, never "Only a person would …"', () => {
  rewritesTo([
    [
      'Only a moron would leave the gate open. Please shut it behind you.',
      'Could you shut it behind you, please?',
    ],
    ['Only an idiot could miss the signs.', ''],
    ['Only a total fool would trust that seller.', ''],
  ]);

  leavesAsWritten(
    [
      'Only a plumber would know that.',
      'Only an adult can sign the form.',
      'Only a qualified electrician can fit the socket.',
    ],
    'near miss: %s stays',
  );
});
