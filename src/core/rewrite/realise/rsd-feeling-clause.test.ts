import { describe, expect, it } from 'vitest';
import { rewriteWith } from './option-case-support.ts';

const rsd = (text: string) => rewriteWith(text, { persona: 'manager-rsd' }).generatedMessage;

describe('rule "rsd-feeling-clause": the writer\'s hurt joined to a fact goes, the fact stays', () => {
  it('"and I\'m upset …" after the fact', () =>
    expect(rsd("The venue wants the deposit by Friday and I'm upset nobody warned me.")).toBe(
      'The venue wants the deposit by Friday.',
    ));
  it('"but I feel let down"', () =>
    expect(rsd('The audit passed, but I feel let down by the late notice.')).toBe('The audit passed.'));
  it.each([
    "The venue wants the deposit by Friday and I'm happy to pay it.",
    'The audit passed and I was glad to hear it.',
  ])('near miss: %s stays', (text) => expect(rsd(text)).toBe(text));
});
