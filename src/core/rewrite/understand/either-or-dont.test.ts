import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "either-or-dont": an ultimatum keeps its ask and loses the choice taken away', () => {
  rewritesTo([
    ["Either send me the real numbers or don't bother at all.", 'Could you send me the real numbers?'],
    ['Either help or stay out of it.', 'Could you help?'],
  ]);
  leavesAsWritten(
    ['Either Tuesday or Wednesday works.', 'Either call me or email Sam.'],
    'near miss: %s offers two ways, left as written',
  );
});
