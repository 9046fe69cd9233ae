import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "habit-day-is-no-fact": a day said as a habit does not keep a jab for its facts', () => {
  it('"Funny how you always get sick on Mondays." goes', () =>
    expect(rewriteText('Funny how you always get sick on Mondays. Please send your fit note to HR.')).toBe(
      'Could you send your fit note to HR, please?',
    ));
  it('near miss: one day named in blame is kept as what happened', () =>
    expect(rewriteText('You missed the dentist on Monday. Please call them today.')).toMatch(/Monday/));
});
