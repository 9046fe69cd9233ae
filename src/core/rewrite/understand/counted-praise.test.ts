import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewritesTo, rewriteText } from '../test-support.ts';

describe('rule "counted-praise": praise for an act counted as a repeat, or shouted, thanks for nothing', () => {
  rewritesTo([
    ['Thanks SO much for borrowing my charger without asking.', 'You borrowed my charger without asking.'],
    [
      'Great job parking across my drive for the third day running.',
      'You parked across my drive for the third day running.',
    ],
  ]);
  leavesAsWritten(
    ['Thanks again for covering my shift.', 'Thanks so much for cooking dinner.'],
    'near miss: %s is real thanks, left as written',
  );
});

describe('rule "thanks-for-that" with appreciation that names nothing', () => {
  it('"Much appreciated." after a reproach goes', () =>
    expect(rewriteText('You left the gate open again. Much appreciated.')).toBe('You left the gate open.'));
  it('near miss: after a kind request it is thanks, and stays', () => {
    const text = 'Can you send the file by 5? Much appreciated.';
    expect(rewriteText(text)).toBe(text);
  });
});

describe('rule "left-to-the-writer": thanks for leaving the writer alone with the work', () => {
  it('the mock thanks go and the news stays', () =>
    expect(rewriteText('Appreciate you leaving me to lock up alone again. The code is 4471.')).toBe(
      'The code is 4471.',
    ));
  leavesAsWritten(
    ['Thanks for letting me go home early.', 'Appreciate you covering for me!'],
    'near miss: %s is real thanks',
  );
});

describe('rule "loving-the-wrong": love of how things are, after a reproach, mocks', () => {
  it('"Love living with you." after a reproach goes', () =>
    expect(rewriteText('You left the hob on again. Love living with you.')).not.toMatch(/Love living/));
  it.each([
    ['You forgot the milk again. Love you x', /Love you x/],
    ['Love the new logo!', /Love the new logo!/],
  ])('near miss: %s stays', (text, kept) => expect(rewriteText(text)).toMatch(kept));
});
