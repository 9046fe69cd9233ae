import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "martyr-habit": doing it alone stays, the "as always" reproach goes', () => {
  rewritesTo([
    ["I'll tidy the garage myself, like I always do.", "I'll tidy the garage myself."],
    ["We'll cover the late shift ourselves as ever.", "We'll cover the late shift ourselves."],
    ['I will book the venue on my own like every single time.', 'I will book the venue on my own.'],
    ["I'll pay it myself as usual. The bill is £40.", "I'll pay it myself. The bill is £40."],
  ]);
  leavesAsWritten(
    [
      "I'll do the dishes myself tonight, no trouble at all.",
      "I'll bring the salad as usual.",
      "As always, I'll open the shop myself on Sunday.",
      'I always do the shopping myself because I enjoy it.',
    ],
    'near miss: %s stays',
  );
});
