import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "expected-better": a let-down told as a comparison is a verdict, and goes', () => {
  rewritesTo([
    [
      'Your assignment was submitted 3 days late. Frankly I expected better.',
      'Your assignment was submitted 3 days late.',
    ],
    ['The deck had 12 typos. I expected more from you.', 'The deck had 12 typos.'],
  ]);
  leavesAsWritten(
    ['I expected better weather.', 'I expect more guests at 8.', 'I expected it to be quieter.'],
    'near miss: %s stays',
  );
});
