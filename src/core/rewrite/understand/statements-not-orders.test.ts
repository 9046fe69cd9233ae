import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Clauses that open with a word the tagger may read as an order's verb, but order nothing: they
// stay the writer's statement. Each rule with its near misses. Messages written for this test.
describe('rule "full-name-first" (not-orders.ts): a first and last name name a person', () => {
  it.each(['Mark Jones called about the lease.', 'Grant Lee, we need the keys back by Friday.'])(
    '%s stays a statement',
    (message) => expect(rewrite(message)).not.toMatch(/Could you/),
  );
  it('near miss: "Mark the invoice as paid" orders', () =>
    expect(rewrite('Mark the invoice as paid.')).toMatch(/^Could you mark the invoice as paid\?/));
});

describe('"like" opens a comparison (clause-facts.ts NOT_ORDERS)', () => {
  it('like the old office had a better kitchen', () =>
    expect(rewrite('like the old office had a damn better kitchen')).not.toMatch(/Could you/));
});

describe('rule "gift-not-task" (asks.ts): permission and wishes are no tasks', () => {
  it.each([
    ['Go ahead and book the room.', 'Go ahead and book the room.'],
    ['have fun tonight ! bring the charger back tomorrow .', /^Have fun tonight !/],
    ['Have a great weekend!', 'Have a great weekend!'],
  ])('%s', (message, sent) => expect(rewrite(message)).toMatch(sent));
  it('near miss: "Go and book the room" orders', () =>
    expect(rewrite('Go and book the room now.')).toMatch(/Could you/));
});

describe('"agree" before a clause is the writer\'s stance (unsure-asks.ts THOUGHT_VERBS)', () => {
  it('agree but they were not careful enough', () =>
    expect(rewrite('agree but they werent careful enough to check the damn dates')).not.toMatch(/Could you/));
  it('near miss: "Agree the budget with finance by Friday" orders', () =>
    expect(rewrite('Agree the budget with finance by Friday.')).toMatch(/^Could you agree the budget/));
});

describe('rule "cursing-verb" (unsure-asks.ts): a curse is no ask', () => {
  it.each(['screw them , and screw it !', 'screw this , i am going home'])('%s', (message) =>
    expect(rewrite(message)).not.toMatch(/Could you|screw/i),
  );
  it('near miss: swearing before the verb hides a real ask', () =>
    expect(rewrite('Fucking send me the file.')).toBe('Could you send me the file?'));
});

describe('rule "possessive-opener" (clause-facts.ts): a word that owns the next is a noun', () => {
  it.each(["Kids' lunches need packing for the trip.", "Dad's boiler needs a service before winter."])(
    '%s stays a statement',
    (message) => expect(rewrite(message)).not.toMatch(/Could you/),
  );
  it.each([
    ["Pack the kids' lunches tonight.", /^Could you pack the kids' lunches tonight\?/],
    ['Service the boiler before winter.', /^Could you service the boiler before winter\?/],
  ])('near miss: %s orders', (message, sent) => expect(rewrite(message)).toMatch(sent));
});

describe('rule "event-heading" (clause-facts.ts): a named event with its time and place', () => {
  it.each([
    'Quarterly review Thursday 2pm, 4th floor kitchen.',
    'Staff meeting Wednesday 8:30am in room 12.',
  ])('%s stays a heading', (message) => expect(rewrite(message)).not.toMatch(/Could you/));
  it('near miss: "Start packing Saturday" orders', () =>
    expect(rewrite('Start packing Saturday.')).toMatch(/^Could you start packing Saturday\?/));
});

describe('rule "hyphenated-opener" (clause-facts.ts): a hyphenated compound names a thing', () => {
  it.each(['Check-in desk moved to the lobby.', 'Parent-teacher evening about the science fair.'])(
    '%s stays a statement',
    (message) => expect(rewrite(message)).not.toMatch(/Could you/),
  );
  it('near miss: a hyphenated verb with its object orders', () =>
    expect(rewrite('Double-check the seating plan tonight.')).toMatch(
      /^Could you double-check the seating plan/,
    ));
});

describe('rule "compound-subject" (clause-facts.ts): a noun pair told by the verb after it', () => {
  it.each(['Budget meeting Friday was moved.', 'Fire alarm test is at 11 tomorrow.'])(
    '%s stays a statement',
    (message) => expect(rewrite(message)).not.toMatch(/Could you/),
  );
  it('near miss: with no verb after the noun, it orders', () =>
    expect(rewrite('Book room 7 for Thursday.')).toMatch(/^Could you book room 7 for Thursday\?/));
});
