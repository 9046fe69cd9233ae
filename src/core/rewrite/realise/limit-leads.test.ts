import { describe, expect, it } from 'vitest';
import { limitLeads, listedActions } from './listed-things.ts';
import { rewriteWith } from './option-case-support.ts';

// teammate-adhd: the time limit up front, one ask per line (issue 22). Messages written for these
// tests.
const teammate = (text: string) => rewriteWith(text, { persona: 'teammate-adhd' }).generatedMessage;

describe('rule "limit-leads-the-list": a listed need says its limit first', () => {
  it('"two things before noon:" leads with "Before noon,"', () =>
    expect(teammate('I need two things before noon: the signed form and your bank details.')).toBe(
      'Before noon, I need two things:\n1. The signed form\n2. Your bank details',
    ));
  it.each([
    ['We need three things:', ['Friday']],
    ['By Friday, we need three things:', ['Friday']],
    ['I need these for the trip:', ['Friday']],
  ] as const)('near miss: %s stays', (lead, limits) => expect(limitLeads(lead, limits)).toBe(lead));
  it('never a "Both by noon please." line before the list', () =>
    expect(teammate('I need two things before noon: the signed form and your bank details.')).not.toMatch(
      /Both/,
    ));
});

describe('rule "shared-time-leads": a time ending the last errand is for them all', () => {
  it('"… tomorrow morning?" leads the errands', () =>
    expect(teammate('Could you water the plants and feed the cat tomorrow morning?')).toBe(
      'Tomorrow morning, could you:\n1. Water the plants\n2. Feed the cat',
    ));
  it('near miss: a time inside the first errand stays with it', () =>
    expect(listedActions('Can you call Sam at 3 and book the van?', [])?.items).toEqual([
      'Call Sam at 3',
      'Book the van',
    ]));
  it('near miss: the general reader keeps the sentence whole', () =>
    expect(
      rewriteWith('Could you water the plants and feed the cat tomorrow morning?').generatedMessage,
    ).toBe('Could you water the plants and feed the cat tomorrow morning?'));
});

describe('rule "listed-actions" reads a verb before "the" as a verb', () => {
  it('"water the plants" is an errand, though the tagger reads a noun', () =>
    expect(listedActions('Could you water the plants and feed the cat?', [])?.items).toEqual([
      'Water the plants',
      'Feed the cat',
    ]));
  it('near miss: "the water and the plants" lists things, no errands', () =>
    expect(listedActions('Could you check the water and the plants?', [])).toBeNull());
});
