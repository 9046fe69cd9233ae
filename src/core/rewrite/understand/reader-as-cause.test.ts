import { describe, expect, it } from 'vitest';
import { joinTokens, tokenizeSentences } from '../parse/tokens.ts';
import { rewriteText } from '../test-support.ts';
import { causeAsOutcome, obstructionAsState } from './reader-as-cause.ts';

const told = (read: typeof causeAsOutcome, text: string) => {
  const tokens = read(tokenizeSentences(text)[0] ?? []);
  return tokens ? joinTokens(tokens).trim() : null;
};

describe('rule "reader-as-the-reason": what went wrong stays, the reader as its cause goes', () => {
  it.each([
    ["You're the reason the launch slipped a month.", 'The launch slipped a month.'],
    ['You are the reason why we missed the ferry.', 'We missed the ferry.'],
  ])('%s', (text, out) => expect(told(causeAsOutcome, text)).toBe(out));
  it.each([
    "You're the reason I smile.",
    "You're the main reason we won.",
    "You're the reason for the visit.",
  ])('near miss: %s', (text) => expect(told(causeAsOutcome, text)).toBeNull());
  it('in a rewrite', () =>
    expect(rewriteText("You're the reason the launch slipped a month.")).toBe('The launch slipped a month.'));
});

describe('rule "reader-holds-it-up": the thing held up stays, as its state', () => {
  it.each([
    ["You're holding the entire audit up", 'The entire audit is held up'],
    ['You are blocking the fire exit.', 'The fire exit is blocked.'],
    ["You're slowing the whole team down.", 'The whole team is slowed down.'],
  ])('%s', (text, out) => expect(told(obstructionAsState, text)).toBe(out));
  it.each([
    "You're holding the baby.",
    "You're delaying nothing.",
    'Are you blocking the calendar?',
    'You held the door.',
    // A payment still to come is no obstruction: "Half is paid" would say it was made.
    "You're paying half.",
    "You're paying the £60 callout fee.",
  ])('near miss: %s', (text) => expect(told(obstructionAsState, text)).toBeNull());
  it('near miss: holding something kindly stays as written', () => {
    const text = "You're holding the spare keys for us, thank you.";
    expect(rewriteText(text)).toBe(text);
  });
});
