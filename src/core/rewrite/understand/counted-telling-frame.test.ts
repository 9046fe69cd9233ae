import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "counted-telling-frame": how often it was said goes with the frame, what was said stays', () => {
  rewritesTo([
    ["I've told you twice that the gate code changed to 5512.", 'The gate code changed to 5512.'],
    ['I told you a hundred times the bins go out on Thursday.', 'The bins go out on Thursday.'],
    ['I said four times that the boiler service is at 8:30.', 'The boiler service is at 8:30.'],
  ]);

  leavesAsWritten(
    [
      // Counting things, not times: what follows is a list, not a reproach.
      'I told you three things: the gym closes at 9.',
      // No count and no reader: nothing to take out.
      'I said the boiler service is at 8:30.',
    ],
    'near miss: %s stays',
  );
});
