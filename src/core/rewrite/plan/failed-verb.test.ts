import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "failed-verb": a verb of failing is never asked for', () => {
  it('asks for what was forgotten, the verb after "to"', () => {
    const text = rewrite('Did you seriously forget to feed the cat again? She was crying all night.');
    expect(text).toMatch(/^Could you feed the cat\?/);
    expect(text).not.toMatch(/forget/);
  });
  it.each(['Did you lose the spare key again?', 'Did you seriously miss the train again?'])(
    '%s stays a question, without its reproach words',
    (message) => {
      const text = rewrite(message);
      expect(text).not.toMatch(/could you|again|seriously/i);
      expect(text).toMatch(/^Did you (?:lose|miss)/);
    },
  );
  it('near miss: "Did you even pay the rent?" is asked as a request ("pay" is no failing)', () =>
    expect(rewrite('Did you even pay the rent this month?')).toBe('Could you pay the rent this month?'));
});
