import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';

const repair = (text: string) => rewriteWith(text, { taskType: 'repair-misunderstanding' }).generatedMessage;

describe('rule "reaction-order": an order to stop a negative reaction goes from a repair', () => {
  it('"so stop complaining" after the fact goes, once, with no thanks after it', () => {
    const out = repair(
      'You thought I skipped the rota on purpose but I was in hospital, so stop complaining.',
    );
    expect(out).toBe('It may have looked as if I skipped the rota on purpose, but I was in hospital.');
  });
  it('a sentence that only orders the reaction to stop goes', () =>
    expect(repair('You assumed I took the last slot but I booked it in May. Quit moaning.')).not.toMatch(
      /moan/i,
    ));
  it('near miss: a real ask to stop doing a thing stays', () =>
    expect(
      repair(
        'You assumed I forgot the rent but the bank held the payment. Please stop printing the old forms.',
      ),
    ).toMatch(/stop printing the old forms/));
});
