import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "addressee-before-order": a "whoever …" naming the reader stays with its order', () => {
  it.each([
    'Whoever borrowed my stapler: return it to my desk.',
    'Anyone who took a chair from room 2, bring it back by Friday.',
  ])('%s', (text) => {
    const out = rewriteText(text);
    expect(out).not.toMatch(/^(?:Whoever|Anyone)[^,:]*\.\s/);
    expect(out).toBe(text);
  });
  it('near miss: a statement after "whoever" leaves the next order to be asked', () =>
    expect(rewriteText('Whoever broke the printer owes us lunch. Fix it before the audit!!')).toMatch(
      /could you fix it before the audit\?/i,
    ));
});
