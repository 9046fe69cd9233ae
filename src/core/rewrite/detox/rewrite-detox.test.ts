import { describe, expect, it } from 'vitest';
import { TransformRequestSchema } from '../../schemas.ts';
import { rewriteMessage } from '../rewrite.ts';

// The learned word pass as the rewriter applies it (clean-clause.ts): toxic words go, the
// sentence stays whole, and its facts stay.
const rewrite = (text: string) =>
  rewriteMessage(TransformRequestSchema.parse({ originalMessage: text })).generatedMessage;

describe('the rewriter with the learned word pass', () => {
  it('takes a hyphenated compound out without leaving its hyphen', () => {
    const out = rewrite('This half-assed fix broke the build again on Tuesday.');
    expect(out).not.toMatch(/ass|-fix|This-/);
    expect(out).toMatch(/fix broke the build/);
    expect(out).toMatch(/Tuesday/);
  });
  it('never ends a phrase on its preposition', () => {
    const out = rewrite('The shared drive is full of shit from 2019.');
    expect(out).not.toMatch(/shit|full of from/);
    expect(out).toMatch(/2019/);
  });
  it('leaves a clean sentence as typed', () => {
    expect(rewrite('The shared drive is full of files from 2019.')).toBe(
      'The shared drive is full of files from 2019.',
    );
  });
});
