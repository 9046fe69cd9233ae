import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "resigned-or-tail": "… or should I just forget it?" pushes, and goes; the question stays', () => {
  rewritesTo([
    [
      'Will you return my drill by Sunday, or should I just forget about it?',
      'Will you return my drill by Sunday?',
    ],
    ['Can you sort the recycling or do I have to do it myself?', 'Can you sort the recycling?'],
  ]);

  leavesAsWritten(
    [
      // A real choice.
      'Will you drive, or should I book a taxi?',
      // No question to the reader before it.
      'I could call the plumber, or should I just wait until Monday?',
    ],
    'near miss: %s stays',
  );
});
