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
