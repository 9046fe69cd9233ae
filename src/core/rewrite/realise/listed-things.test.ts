import { describe, expect, it } from 'vitest';
import { listedThings } from './listed-things.ts';

describe('rule "listed-things": one ask for several things lists them, time limit first', () => {
  it('lists two things and puts the limit up front', () =>
    expect(listedThings('I need the signed form and your bank details before noon.', ['noon'])).toEqual({
      lead: 'Before noon, I need:',
      items: ['The signed form', 'Your bank details'],
    }));

  it('lists three things joined by commas and "and", keeping "of" inside a thing', () =>
    expect(listedThings('Could you send me the invoice, the receipts and a copy of the lease?', [])).toEqual({
      lead: 'Could you send me:',
      items: ['The invoice', 'The receipts', 'A copy of the lease'],
    }));

  it.each([
    ['Could you call Sam and tell him the news?', 'two actions, not two things'],
    ['I need salt and pepper.', 'one thing with two words, no determiners'],
    ['Bring the charger and your laptop to the 3pm meeting.', 'the place is for every thing'],
    ['The form and the details are on my desk.', 'no verb asks for them'],
  ])('near miss: %s stays whole (%s)', (text) => expect(listedThings(text, [])).toBeNull());
});
