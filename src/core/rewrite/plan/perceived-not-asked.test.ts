import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "perceived-not-asked": whether something reached the reader stays a question', () => {
  it.each([
    ['Um, hello?? Did you even notice the leak??', /^Did you notice the leak\?$/],
    ['Did you get my voicemail or not??', /^Did you get my voicemail\?$/],
    ['Have you actually heard from the landlord??', /^Have you heard from the landlord\?$/],
  ])('%s', (text, expected) => {
    const out = rewriteText(text);
    expect(out).toMatch(expected);
    expect(out).not.toMatch(/could you/i);
  });
  it.each([
    ['Did you even book the room??', /could you book the room/i],
    ['Did you seriously not pay the gas bill??', /could you pay the gas bill/i],
  ])('near miss: %s asks for an action', (text, expected) => expect(rewriteText(text)).toMatch(expected));
});
