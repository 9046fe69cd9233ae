import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "least-you-could": "you could have at least …" reproaches, and goes; the news stays', () => {
  rewritesTo([
    [
      'The kids waited at the gate until 4:15. You could have at least phoned.',
      'The kids waited at the gate until 4:15.',
    ],
    ['The pipe burst on Friday. You might at least have warned me.', 'The pipe burst on Friday.'],
  ]);

  leavesAsWritten(
    [
      // The writer's own regret.
      'We could have at least tried the other shop.',
      // An offer.
      'You could have the spare room at least.',
    ],
    'near miss: %s stays',
  );
});
