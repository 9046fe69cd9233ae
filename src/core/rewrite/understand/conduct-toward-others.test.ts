import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "conduct-toward-others": "don\'t be rude to the client" asks about conduct', () => {
  it.each(["Don't be rude to the client.", "Don't be short with the new starters, they're learning."])(
    '%s stays an ask',
    (text) => expect(rewriteText(text)).toMatch(/^Please don't be/),
  );
});

describe('rule "order-to-be-a-label": "don\'t be an idiot" says only its label', () => {
  it.each(["Don't be an idiot.", "Don't be a jerk about it.", 'Stop being such a baby.'])(
    '%s leaves nothing to send, never "Don\'t be a person."',
    (text) => expect(rewriteText(text)).toBe(''),
  );
  it('near miss: the ask beside the label is kept', () =>
    expect(rewriteText("Don't be an idiot, send me the file today.")).toMatch(/send me the file today/));
});
