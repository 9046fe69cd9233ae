import { describe, expect, it } from 'vitest';
import { meaningGuardWarnings } from './meaning-guard.ts';
import { findAddedNegations, findLostNegations } from './negations.ts';
import { readSentences } from './read-clauses.ts';

const added = (original: string, rewrite: string) =>
  findAddedNegations(readSentences(original), readSentences(rewrite)).map((found) => found.phrase);

describe('rule "added-negation"', () => {
  it('catches a "not" the original does not have', () =>
    expect(added('I can lend you the car on Friday.', "I can't lend you the car on Friday.")).toEqual([
      "can't lend",
    ]));
  it.each([
    ["Don't merge the branch.", "Please don't merge the branch."],
    ['How many times do I have to tell you not to leave the iron on?', "Please don't leave the iron on."],
    ['Send the report by Friday.', 'Could you send the report by Friday?'],
  ])('near miss: %s -> %s', (original, rewrite) => expect(added(original, rewrite)).toEqual([]));
});

describe('rule "dare-turned-down": the "not" a dare meant is no added negation', () => {
  it("Lock me out again and I'll call the landlord -> Please don't lock me out", () =>
    expect(added("Lock me out again and I'll call the landlord.", "Please don't lock me out.")).toEqual([]));
  it('near miss: an offer turned into a "don\'t" is caught', () =>
    expect(added("Call me and we'll sort it out.", "Please don't call me.")).toEqual(["don't call"]));
});

describe('rule "copula-keeps-its-complement": "is not" is read with the word it denies', () => {
  const lost = (original: string, rewrite: string) =>
    findLostNegations(readSentences(original), readSentences(rewrite)).map((found) => found.phrase);
  it.each([
    ['The door is not locked.', 'The door is locked.'],
    ["The van isn't ready.", 'The van is ready.'],
  ])('%s -> %s loses its "not"', (original, rewrite) => expect(lost(original, rewrite)).toHaveLength(1));
  it('near miss: a dropped verdict loses nothing the sentences left say', () =>
    expect(
      lost('I want the write-up by Monday. This is not acceptable.', 'I want the write-up by Monday.'),
    ).toEqual([]));
});

describe('a message sent back as written', () => {
  it('has no warning, whatever the checks would read into it', () =>
    expect(
      meaningGuardWarnings(
        'Can you maybe try to reply to emails in less than a week?',
        'Can you maybe try to reply to emails in less than a week?',
      ),
    ).toEqual([]));
});
