import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';

// repair-misunderstanding names what was believed and the fact that sets it right (issue 22).
// Messages written for these tests.
const repair = (text: string) => rewriteWith(text, { taskType: 'repair-misunderstanding' }).generatedMessage;

describe('rule "told-others": what the reader passed on, said without the telling', () => {
  it('the claim, then the denial and who did it', () =>
    expect(repair("You told everyone I cancelled the trip, I didn't, the airline did.")).toBe(
      "It may have sounded as if I cancelled the trip, but I didn't: the airline did.",
    ));
  it('"You told Sam I was quitting, but …" keeps the correction', () =>
    expect(repair("You told Sam I was quitting, but I'm only going part-time.")).toBe(
      "It may have sounded as if I was quitting, but I'm only going part-time.",
    ));
  it('near miss: what the reader told the writer is no claim about the writer', () =>
    expect(repair('You told me the trip was off, so I cancelled the hotel.')).not.toMatch(/may have/));
});

describe('rule "comma-correction": a comma before the writer\'s account works as "but"', () => {
  it('"You thought I was angry, I was just tired" names both', () =>
    expect(repair('You thought I was angry with you, I was just tired after the night shift.')).toBe(
      'It may have looked as if I was angry with you, but I was just tired after the night shift.',
    ));
  it('near miss: no correction after the claim', () =>
    expect(repair('You assumed I skipped the meeting on purpose.')).toBe(
      'It may have looked as if I skipped the meeting on purpose.',
    ));
});

describe('rule "repair-replaces-its-edit": the editor\'s rewording is not said twice', () => {
  it('no "Everyone was told …" beside the repair', () =>
    expect(repair("You told everyone I cancelled the trip, I didn't, the airline did.")).not.toMatch(
      /Everyone was told/,
    ));
  it('near miss: another fact stays', () =>
    expect(
      repair("You told everyone I cancelled the trip, I didn't, the airline did. The refund comes Monday."),
    ).toMatch(/The refund comes Monday\./));
});
