import { describe, expect, it } from 'vitest';
import { missingFacts } from './facts.ts';

describe('rule "weekday-spelt-out": a short day name spelt out keeps the fact', () => {
  it.each([
    ['dentist thu 3pm', 'Dentist is Thursday at 3pm.'],
    ['RSVP by Tues', 'RSVP by Tuesday.'],
  ])('%s -> %s', (original, rewrite) => expect(missingFacts(original, rewrite)).toEqual([]));
  it('near miss: another day, or the full name shortened, is a lost fact', () => {
    expect(missingFacts('dentist Thu 3pm', 'Dentist is Tuesday at 3pm.').map((fact) => fact.text)).toEqual([
      'Thu',
    ]);
    expect(missingFacts('dentist Thursday 3pm', 'Dentist Thu 3pm.').map((fact) => fact.text)).toEqual([
      'Thursday',
    ]);
  });
});
