import { describe, expect, it } from 'vitest';
import { rewriteWith } from './option-case-support.ts';

// friend-executive and family-adhd: the ask first, the greeting kept at the top (issue 22).
const lines = (text: string, persona: 'friend-executive' | 'family-adhd' = 'friend-executive') =>
  rewriteWith(text, { persona }).generatedMessage.split('\n');

describe('rule "answer-asked-is-the-ask": a question or a need put to the reader leads', () => {
  it.each([
    ['Hi Dan, thanks for the birthday card. Are you free for lunch next week?', 'Are you free'],
    ['Hey Jess, the car insurance renews on the 14th. Do you want to stay on the same plan?', 'Do you want'],
    [
      'Hi Raj, the caterer cancelled so we are ordering pizza. Let me know how many slices you want.',
      'Let me know',
    ],
    ['Morning Priya, the viewing went fine. I need your signature on the lease by Thursday.', 'I need your'],
  ])('%s', (text, ask) => {
    const [greeting, first] = lines(text);
    expect(greeting).toMatch(/^(?:Hi|Hey|Morning) \w+,$/);
    expect(first?.startsWith(ask)).toBe(true);
  });
  it('family-adhd too', () =>
    expect(lines('Hi Dan, thanks for the card. Are you free for lunch next week?', 'family-adhd')[1]).toMatch(
      /^Are you free/,
    ));
  it.each([
    'The parcel came today. Did it arrive damaged?',
    'The van is booked. Are they coming at 9?',
    'The meeting ran long. I need to leave at 4.',
  ])('near miss: %s keeps its order', (text) => expect(lines(text)[0]).toBe(`${text.split('. ')[0]}.`));
});

describe('rule "time-this-points-nowhere": "sometime this week" holds no ask back', () => {
  it('the ask with a time\'s "this" moves first', () =>
    expect(
      lines('Hey Sara, the kids loved the zoo trip. Can you drop off the jacket sometime this week?')[1],
    ).toBe('Can you drop off the jacket sometime this week?'));
  it('near miss: "Can you send this to Mum?" stays after what it points at', () =>
    expect(lines('Hi Jo, the cake is ready. Can you send this to Mum?')[1]).toBe('The cake is ready.'));
});
