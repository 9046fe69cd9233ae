import { describe, expect, it } from 'vitest';
import { rewriteWith } from './option-case-support.ts';
import { friendlyStatement, needAsAsk } from './tone-statements.ts';

const toned = (text: string, tone: 'supportive' | 'friendly' | 'direct' | 'reassuring') =>
  rewriteWith(text, { tone }).generatedMessage;

describe('rule "friendly-drops-the-I": casual news loses the writer\'s "I"', () => {
  it.each([
    ["I can't join the hike on Sunday.", "Can't join the hike on Sunday."],
    ["I'm stuck in traffic on the ring road.", 'Stuck in traffic on the ring road.'],
    ['I forgot the charger at the office.', 'Forgot the charger at the office.'],
  ])('%s', (text, casual) => expect(friendlyStatement(text)).toBe(casual));
  it.each([
    'I think the venue is too small.',
    'I love the new menu.',
    'I can bring chairs?',
    "I'm sure about it.",
  ])('near miss: %s stays', (text) => expect(friendlyStatement(text)).toBe(text));
});

describe('rule "shared-need-as-lets": "We need to …" said casually', () => {
  it('friendly', () =>
    expect(friendlyStatement('We need to book the van soon.')).toBe("Let's book the van soon."));
  it.each(['We need you to sign the form.', 'We need the van on Friday.', 'We needed to leave early.'])(
    'near miss: %s stays',
    (text) => expect(friendlyStatement(text)).toBe(text),
  );
});

describe('rule "need-as-tone-ask": a need for a thing is asked in the tone', () => {
  it('friendly asks casually, reassuring as a calm question, supportive and direct keep the need', () => {
    const text = 'The invoice is overdue and I need it by noon on Friday.';
    expect(toned(text, 'friendly')).toBe('The invoice is overdue. Can I get it by noon on Friday?');
    expect(toned(text, 'reassuring')).toBe(
      'The invoice is overdue. Would you be able to get it to me by noon on Friday?',
    );
    expect(toned(text, 'supportive')).toBe(text);
    expect(toned(text, 'direct')).toBe(text);
  });
  it.each(['I need to leave at four.', 'I need you to call the bank.', 'Do I need the form?'])(
    'near miss: %s stays',
    (text) => expect(needAsAsk(text, 'friendly')).toBe(text),
  );
});

describe('a tone with nothing of its kind to change says so', () => {
  it('direct on a message with no softeners', () =>
    expect(
      rewriteWith('The lift on floor 2 is out of order until Monday.', { tone: 'direct' }).explanation,
    ).toMatch(/direct tone changed nothing/));
});

describe('rule "need-beside-a-no" (tones.ts): beside a refusal the need is the reason', () => {
  it('is never asked of the reader', () =>
    expect(
      rewriteWith("No, I can't lend you the van on Saturday. I need it for the tip run.", {
        intent: 'say-no',
        tone: 'reassuring',
      }).generatedMessage,
    ).toMatch(/I need it for the tip run\./));
});
