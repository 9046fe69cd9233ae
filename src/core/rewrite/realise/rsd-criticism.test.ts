import { describe, expect, it } from 'vitest';
import { rewriteWith } from './option-case-support.ts';
import { criticismAsHelp } from './rsd-criticism.ts';

const forRsd = (text: string) => rewriteWith(text, { persona: 'manager-rsd' });

describe('rule "criticism-as-what-helps" (manager-rsd)', () => {
  it.each([
    [
      'The budget sheet was cluttered and hard to read.',
      'Next time, it would help if the budget sheet were simpler and easier to read.',
    ],
    ['Your agenda was vague.', 'Next time, it would help if your agenda were more specific.'],
    ['The test plan is incomplete.', 'It would help if the test plan were complete.'],
  ])('%s', (text, help) => expect(criticismAsHelp(text, false)).toEqual([help]));
  it('keeps the consequence as a fact of its own', () =>
    expect(criticismAsHelp('The label was unclear, so I had to ring the courier.', false)).toEqual([
      'I needed to ring the courier.',
      'Next time, it would help if the label were clearer.',
    ]));
  it('no "next time" when the message asks for the fix now', () => {
    const result = forRsd('The invoice draft was messy. Can you redo it by Friday?');
    expect(result.generatedMessage).toContain('It would help if the invoice draft were tidier.');
    expect(result.generatedMessage).not.toMatch(/messy|next time/i);
    expect(result.generatedMessage).toContain('Friday');
  });
  it.each([
    'The numbers were final.',
    'The summary was clear.',
    'The launch was a surprise.',
    'The team was slow.',
    'Was the summary confusing?',
  ])('near miss: %s stays', (text) => expect(criticismAsHelp(text, false)).toBeNull());
  it('other personas keep the sentence', () =>
    expect(
      rewriteWith('The invoice draft was messy.', { persona: 'teammate-adhd' }).generatedMessage,
    ).toContain('messy'));
});

describe('rule "next-time-order-as-help" (manager-rsd)', () => {
  it('says the order as what would help', () =>
    expect(criticismAsHelp('Next time, please check the totals.', false)).toEqual([
      'Next time, it would help if you checked the totals.',
    ]));
  it.each(['Next time we meet, bring the charts.', 'Next time is Friday.'])('near miss: %s stays', (text) =>
    expect(criticismAsHelp(text, false)).toBeNull(),
  );
});
