import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "repeated-ask": an empty "do it" repeats the ask before it', () => {
  it('joins its time to the earlier ask', () =>
    expect(rewrite("Why haven't you booked the van yet? Do it today.")).toBe(
      'Could you book the van today?',
    ));
  it('drops a repeat that adds nothing', () =>
    expect(rewrite('Return the keys to reception. Just do it.')).not.toMatch(/do it/i));
  it.each([
    'Could you do it by hand? The printer is broken.',
    'Please send the invoice. Could you do the budget on Friday?',
  ])('near miss: %s keeps every ask (no ask before it, or a task of its own)', (text) =>
    expect(rewrite(text)).toMatch(/do (?:it by hand|the budget)/),
  );
});
