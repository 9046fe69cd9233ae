import { describe, expect, it } from 'vitest';
import { ownSlip } from './own-slip.ts';

describe('rule "denial-is-no-slip": denying a fault is nothing to own', () => {
  it.each(["I didn't ignore you, I just didn't see the message.", 'I never lied to you about the money.'])(
    '%s is no slip',
    (text) => expect(ownSlip(text)).toBeNull(),
  );
  it.each(["I didn't reply to your email yesterday.", 'I forgot to send the contract.'])(
    'near miss: %s is a slip to own',
    (text) => expect(ownSlip(text)).not.toBeNull(),
  );
});

describe('rule "own-fault-adjective": how the writer treated someone is a slip to own', () => {
  it.each([
    'I was rude to you in the meeting yesterday.',
    'I was short with you on the phone this morning.',
    'I was really harsh with you about the budget.',
  ])('%s', (text) => expect(ownSlip(text)).not.toBeNull());
  it.each([
    'I was tired after the night shift.',
    'I was happy with the way it went.',
    'I was sick on Monday.',
  ])('near miss: %s', (text) => expect(ownSlip(text)).toBeNull());
});
