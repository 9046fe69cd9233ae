import { describe, expect, it } from 'vitest';
import { listedActions } from './listed-things.ts';
import { rewriteWith } from './option-case-support.ts';

// Persona structure rules (issue 22), on messages written for these tests.
const out = (text: string, persona: 'teammate-adhd' | 'family-adhd' | 'friend-executive') =>
  rewriteWith(text, { persona }).generatedMessage;

describe('rule "listed-actions": two errands in one ask get a line each (teammate-adhd)', () => {
  it('splits the errands under the frame, the limit first', () =>
    expect(out('Please renew the parking permit and pay the council tax by Thursday.', 'teammate-adhd')).toBe(
      'By Thursday, please:\n1. Renew the parking permit\n2. Pay the council tax',
    ));
  it.each([
    'Could you ring Priya and ask her about the keys?',
    'Can you pick up and drop off the trailer?',
    'Please come and see the flat.',
  ])('near miss: %s is one errand', (text) => expect(listedActions(text, [])).toBeNull());
});

describe('rule "ask-after-condition": an ask opened by a time clause still goes first', () => {
  it('family-adhd: the ask first, the greeting on top', () =>
    expect(
      out(
        'Hi Gran, the smoke alarm keeps beeping. When you get a chance could you call the landlord?',
        'family-adhd',
      ),
    ).toMatch(/^Hi Gran,\nWhen you get a chance could you call the landlord\?/));
  it('near miss: an ask that points back stays after what it points at', () =>
    expect(
      out(
        'Hi Gran, the smoke alarm keeps beeping. When you get a chance could you change its battery?',
        'family-adhd',
      ),
    ).toMatch(/^Hi Gran,\nThe smoke alarm keeps beeping\./));
  it('near miss: "could I" asks nothing of the reader', () =>
    expect(out('The boiler is fixed. When you called, could I hear you?', 'family-adhd')).toMatch(
      /^The boiler is fixed\./,
    ));
});
