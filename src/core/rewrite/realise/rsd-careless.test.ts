import { describe, expect, it } from 'vitest';
import { rewriteWith } from './option-case-support.ts';
import { carelessAsRoutine } from './rsd-careless.ts';

const forRsd = (text: string) => rewriteWith(text, { persona: 'manager-rsd' }).generatedMessage;

describe('rule "check-your-work-as-final-check" (manager-rsd): a check asked as a routine step', () => {
  it.each([
    [
      'Please check your work before you send it to the client.',
      'Please give the work a final check before you send it to the client.',
    ],
    ['Can you proofread it properly?', 'Can you give it a final check?'],
    [
      'Could you double-check your numbers before the board on Thursday?',
      'Could you give the numbers a final check before the board on Thursday?',
    ],
  ])('%s', (text, routine) => expect(carelessAsRoutine(text)).toBe(routine));
  it('in a message, "this time" goes too', () => {
    const out = forRsd('Can you proofread it properly this time? The client noticed two typos.');
    expect(out).toBe('Can you give it a final check? The client noticed two typos.');
  });
  it.each([
    'Please check the figures in the Q3 sheet before Friday.',
    'Can you check whether the room is free?',
    'Please review the attached contract and sign it by Monday.',
  ])('near miss: %s stays', (text) => {
    expect(carelessAsRoutine(text)).toBeNull();
    expect(forRsd(text)).toBe(text);
  });
});

describe('rule "be-careful-as-final-check" (manager-rsd): how the reader works becomes what to check', () => {
  it('an order to be more careful', () =>
    expect(forRsd('Be more careful with the invoices. Two went to the wrong address.')).toMatch(
      /^Could you give the invoices a final check\? Two went to the wrong address\./,
    ));
  it('"You need to be more thorough …"', () =>
    expect(forRsd('You need to be more thorough with the expense reports.')).toMatch(
      /^Could you give the expense reports a final check\?/,
    ));
  it.each(['Be careful on the stairs.', 'Be more careful with your health.'])('near miss: %s', (text) =>
    expect(carelessAsRoutine(text)).toBeNull(),
  );
});
