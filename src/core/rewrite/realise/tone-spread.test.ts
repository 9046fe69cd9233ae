import { describe, expect, it } from 'vitest';
import { rewriteWith } from './option-case-support.ts';

// Issue 22: each tone words the sentences that speak to the reader in its own way, so the four
// tones give different texts where the message gives them something to word.
const toned = (text: string, tone: 'supportive' | 'friendly' | 'direct' | 'reassuring') =>
  rewriteWith(text, { tone }).generatedMessage;

describe('rule "supportive-asks-in-a-tense-message": a "Please …" order among softened words', () => {
  it('supportive asks it as a question, direct keeps "Please"', () => {
    const text = "Please fix the layout by Friday, it's embarrassing.";
    expect(toned(text, 'supportive')).toBe('Could you fix the layout by Friday, please?');
    expect(toned(text, 'direct')).toBe('Please fix the layout by Friday.');
  });
  it.each([
    'Please bring your charger tomorrow.',
    'Hi Sam, please bring the chairs tomorrow. Thanks!',
    'Please find attached the minutes, this mess took ages.',
  ])('near miss: %s stays as written in supportive', (text) => expect(toned(text, 'supportive')).toBe(text));
});

describe('rule "group-need-as-ask": "Everyone needs to …" asks the group', () => {
  const text = 'Retro Friday 4pm. Everyone needs to bring two ideas for the next sprint.';
  it('friendly and reassuring ask it, supportive and direct keep the statement', () => {
    expect(toned(text, 'friendly')).toBe(
      'Retro Friday 4pm. Can everyone bring two ideas for the next sprint?',
    );
    expect(toned(text, 'reassuring')).toBe(
      'Retro Friday 4pm. Would everyone be able to bring two ideas for the next sprint?',
    );
    expect(toned(text, 'supportive')).toBe(text);
    expect(toned(text, 'direct')).toBe(text);
  });
  it.each([
    'Everyone needs a badge for the event.',
    'Everyone needs to know that the office is closed Monday.',
    'Everyone needed to leave early.',
    'We need someone who knows Excel.',
  ])('near miss: %s stays in every tone', (near) => expect(toned(near, 'reassuring')).toBe(near));
});

describe('rule "group-need-as-ask": "We still need someone to …" asks whoever reads it', () => {
  const text = 'The venue is booked. We still need someone to bring the speakers.';
  it('friendly and reassuring ask it', () => {
    expect(toned(text, 'friendly')).toContain('Can someone bring the speakers?');
    expect(toned(text, 'reassuring')).toContain('Would someone be able to bring the speakers?');
    expect(toned(text, 'direct')).toBe(text);
  });
});

describe('rule "friendly-back-without-I\'ll-be": casual news of being back', () => {
  it('friendly drops "I\'ll be"', () =>
    expect(toned("Off to the dentist at 3. I'll be back online at 5pm.", 'friendly')).toBe(
      'Off to the dentist at 3. Back online at 5pm.',
    ));
  it.each(["I'll be honest with you about the budget.", "I'll be there at 5."])(
    'near miss: %s stays',
    (text) => expect(toned(text, 'friendly')).toBe(text),
  );
});

describe('rule "ask-after-a-name-or-join": the lead is set aside, the ask framed in the tone', () => {
  it.each([
    ['Aaron please check with Stuart on this.', 'Aaron, can you check with Stuart on this, please?'],
    [
      'Also, can you tell the schedulers about the name change.',
      'Also, can you tell the schedulers about the name change?',
    ],
    ['Team, please send your slides by noon.', 'Team, can you send your slides by noon, please?'],
  ])('friendly: %s', (text, friendly) => expect(toned(text, 'friendly')).toBe(friendly));
  it('reassuring frames it too', () =>
    expect(toned('Team, please send your slides by noon.', 'reassuring')).toBe(
      'Team, would you be able to send your slides by noon, please?',
    ));
  it.each([
    'Kay checked it, please note.',
    'So you can check it tomorrow.',
    'All please see the attached.',
    'When can you meet about the quote?',
  ])('near miss: %s stays', (text) => expect(toned(text, 'friendly')).toBe(text));
});

describe('rule "let-me-know-unended": a "Let me know …" typed with no full stop is still an ask', () => {
  it('direct and reassuring word it', () => {
    expect(toned('Let me know if this is ok', 'direct')).toBe('Please let me know if this is ok.');
    expect(toned('Let me know if this is ok', 'reassuring')).toBe(
      'Would you be able to let me know if this is ok?',
    );
  });
  it('near miss: inside a sentence it stays', () =>
    expect(toned('Thanks, and let me know if you need more.', 'direct')).toBe(
      'Thanks, and let me know if you need more.',
    ));
});

describe('rule "ask-after-a-name-or-join": a dash after the name, a comma after "please"', () => {
  it('"Kam - can you …"', () =>
    expect(toned('Kam - can you send me the list by Thursday?', 'direct')).toBe(
      'Kam, please send me the list by Thursday.',
    ));
  it('"Please , call me …"', () =>
    expect(toned('Please , call me on Thursday.', 'friendly')).toBe('Can you call me on Thursday, please?'));
});

// The frames can't carry a "don't" ("Could you don't park here?"); a tone that asks a prohibition
// says "make sure not to" (tone-kinds.ts, rule "prohibition-in-tone").
describe('a "Please don\'t …" takes no frame that can\'t carry it', () => {
  it.each(['supportive', 'friendly', 'reassuring'] as const)('%s', (tone) => {
    const out = toned("Please don't park in my space again, it's infuriating.", tone);
    expect(out).toMatch(/park in my space/);
    expect(out).not.toMatch(/you (?:be able to )?(?:don't|do not)\b/);
  });
});
