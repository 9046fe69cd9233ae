import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

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

describe('rule "heading-before-order": one word before a colon heads the order', () => {
  leavesAsWritten(['Tonight: lock the back gate.', 'Important: wear the lanyard at all times.'], '%s');
  it('near miss: an order with no heading is still asked', () =>
    expect(rewriteText('Lock the back gate tonight!!')).toMatch(/^Could you lock the back gate tonight\?/));
});

describe('rule "lone-word-before-comma" with a colon: a heading orders nothing', () => {
  it.each(['Update: the lift is working again.', 'Change: the quiz moves to Thursday.'])('%s', (text) =>
    expect(rewriteText(text)).not.toMatch(/could you/i),
  );
});
