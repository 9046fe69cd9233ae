import { describe, expect, it } from 'vitest';
import { rewriteWith } from './option-case-support.ts';

const as = (persona: 'friend-executive' | 'family-adhd' | 'teammate-adhd', text: string) =>
  rewriteWith(text, { persona }).generatedMessage;

describe('rule "ask-first-names-its-thing": the ask goes first and takes the name its pronoun stood for', () => {
  it('the greeting stays at the top, the ask names the person, the fact says "he"', () =>
    expect(
      as('friend-executive', 'Hi Mum, the electrician arrives Monday at 10. Could you let him in?'),
    ).toBe('Hi Mum,\nCould you let the electrician in?\nHe arrives Monday at 10.'));
  it('"them" takes a plural thing', () =>
    expect(as('family-adhd', 'The spare towels came back from the laundry. Could you put them away?')).toBe(
      'Could you put the spare towels away? They came back from the laundry.',
    ));
  it('near miss: a sentence the editor cut may have held the referent, so the order stays', () =>
    expect(as('friend-executive', 'Your reply was rude and the client is angry. Fix it.')).not.toMatch(
      /fix the client/i,
    ));
  it('near miss: "it" never stands for a person', () =>
    expect(as('friend-executive', 'The courier rang twice. Can you sign for it?')).toBe(
      'The courier rang twice.\nCan you sign for it?',
    ));
});

describe('rule "aside-stays-with-its-ask": a short sentence pointing back stays on its ask\'s line', () => {
  it('numbered for teammate-adhd, "It is attached" stays with the first ask', () =>
    expect(
      as(
        'teammate-adhd',
        'The lease is attached. Please read it and sign it by Friday, and send the deposit of 500.',
      ),
    ).toMatch(/^1\. Please read the lease and sign it by Friday\. It is attached\.\n2\. /));
});

describe('rule "moved-ask-loses-its-join"', () => {
  it('"Also can you …" moved first opens on the ask', () =>
    expect(
      rewriteWith("Hi love, dinner's at 6. Also can you grab milk on your way?", { persona: 'family-adhd' })
        .generatedMessage,
    ).toMatch(/^Hi love,\nCan you grab milk on your way\?/));
  it('near miss: the general reader keeps the writer\'s order and "Also"', () =>
    expect(rewriteWith("Dinner's at 6. Also can you grab milk on your way?").generatedMessage).toMatch(
      /Also can you grab milk/,
    ));
});
