import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "even-a-child-could": someone thought unable doing it with ease insults the reader', () => {
  rewritesTo([
    ['Honestly, a toddler could have filled in this form. Page 3 is blank.', 'Page 3 is blank.'],
    ['A monkey could have done this better. The totals are wrong.', 'The totals are wrong.'],
  ]);
  leavesAsWritten(['A child could get hurt on these stairs.', 'The kids could help with setup.']);
});
