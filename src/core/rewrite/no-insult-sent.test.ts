import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from './test-support.ts';

describe('rule "no-insult-sent": an insult is never sent because its cleaned edit scored lower', () => {
  it('a long sentence about "this idiot" loses the insult even where the spec scores it lower', () => {
    const out = rewrite(
      'there were rumours going round about this idiot and after watching the voters put him in office .',
    );
    expect(out).not.toMatch(/idiot/i);
    expect(out).toMatch(/rumours going round/);
  });
  it('near miss: the same shape with no toxic word is held to the score floor alone', () =>
    expect(
      rewrite('we heard rumours about the new manager and after watching the meeting we put him in charge .'),
    ).toMatch(/rumours about the new manager/));
});
