import { describe, expect, it } from 'vitest';
import { findChangedReferents } from './changed-referents.ts';

describe('rule "changed-referent"', () => {
  it('catches "it" turned into a thing the original only introduced', () =>
    expect(
      findChangedReferents(
        "You forgot to renew the car insurance AGAIN and now there's a penalty. Renew it today.",
        'Could you renew a penalty today?',
      ),
    ).toHaveLength(1));
  it('catches a thing the original never names', () =>
    expect(findChangedReferents('Book it this week.', 'Could you book the flights this week?')).toHaveLength(
      1,
    ));
  it.each([
    ['Who the hell took my stapler? Bring it back, you idiot.', 'Could you bring my stapler back?'],
    [
      'No offence, but your draft was dreadful. Trim it to two pages.',
      'Could you trim the draft to two pages?',
    ],
    ['Renew it today.', 'Could you renew it today?'],
  ])('near miss: %s -> %s points at the same thing', (original, rewrite) =>
    expect(findChangedReferents(original, rewrite)).toEqual([]),
  );
});
