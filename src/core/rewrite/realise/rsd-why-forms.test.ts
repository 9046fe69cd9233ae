import { describe, expect, it } from 'vitest';
import { rewriteWith } from './option-case-support.ts';
import { plainWhy } from './rsd-why-forms.ts';

const forRsd = (text: string) => rewriteWith(text, { persona: 'manager-rsd' }).generatedMessage;

describe('rule "how-come-is-why" (manager-rsd): asked for the state, not a reason', () => {
  it('"How come … hasn\'t …?"', () =>
    expect(forRsd("How come the invoice hasn't gone out? The client pays on receipt.")).toBe(
      'Has the invoice gone out? The client pays on receipt.',
    ));
  it.each(["How come you're here early?", 'How do I come in?'])('near miss: %s', (text) =>
    expect(plainWhy(text)).toBe(text),
  );
});

describe('rule "why-with-an-intensifier" (manager-rsd): the loud words go with the why', () => {
  it('"Why on earth …?"', () => {
    const out = forRsd('Why on earth is the deck still not done? The client call is at 3.');
    expect(out).not.toMatch(/why|on earth/i);
    expect(out).toMatch(/deck/);
  });
  it('near miss: a plain why is left to the other rules', () =>
    expect(plainWhy('Why is the deck late?')).toBe('Why is the deck late?'));
});

describe('rule "counting-in-other-words" (manager-rsd): every count of failures goes', () => {
  it.each([
    [
      'The figures are wrong yet again. Please fix them by Friday.',
      'The figures are wrong. Please fix them by Friday.',
    ],
    [
      'Every time I ask, the numbers are off. Can you check them?',
      'The numbers are off. Can you check them?',
    ],
  ])('%s', (text, safe) => expect(forRsd(text)).toBe(safe));
  it('"As usual" goes', () => expect(forRsd('As usual the report came in late.')).not.toMatch(/usual/i));
  it('near miss (rule "stranded-yet"): a "yet" after "not" stays', () =>
    expect(forRsd("The parcel hasn't arrived yet. Can you chase it?")).toBe(
      "The parcel hasn't arrived yet. Can you chase it?",
    ));
});
