import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "no-account-wanted": "Don\'t bother apologising" refuses the reader a hearing', () => {
  it('it goes and the ask stays', () =>
    expect(rewriteText("Don't bother explaining. Send the corrected file today.")).toBe(
      'Could you send the corrected file today?',
    ));
  it('near miss: "Don\'t bother cooking, I\'ll bring pizza." spares the reader a task', () =>
    expect(rewriteText("Don't bother cooking, I'll bring pizza.")).toMatch(/bother cooking/));
});

describe('rule "shrug": "k whatever" waves the reader off', () => {
  it.each(['ok whatever', 'Fine, whatever.'])('%s alone is nothing to send', (text) =>
    expect(rewriteText(text)).toBe(''),
  );
  it('near miss: "Whatever you decide is fine with me." is no shrug', () => {
    const text = 'Whatever you decide is fine with me.';
    expect(rewriteText(text)).toBe(text);
  });
});
