import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';

// clarify-message asks one specific question, read from the other side and through shorthand
// (issue 22). Messages written for these tests.
const clarify = (text: string) => rewriteWith(text, { taskType: 'clarify-message' }).generatedMessage;

describe('rule "asked-from-other-side": the question answers the message', () => {
  it('"send me" is "send you"', () =>
    expect(clarify('Could you forward me the thing from the landlord?')).toBe(
      'Which thing from the landlord do you want me to forward you?',
    ));
  it('near miss: no pronoun, nothing swapped', () =>
    expect(clarify('Could you deal with the stuff in the shed?')).toBe(
      'Which stuff in the shed do you want me to deal with?',
    ));
});

describe('rule "vague-time-question": a vague time is the question', () => {
  it('keeps the period and the purpose', () =>
    expect(clarify("Let's catch up sometime next week to plan the party.")).toBe(
      'Which day next week works for you to plan the party?',
    ));
  it.each(["Let's meet on Tuesday to plan the party.", 'Could you send the rota as soon as possible?'])(
    'near miss: %s names its time',
    (text) => expect(clarify(text)).not.toMatch(/works for you/),
  );
});

describe('rule "unnamed-change-question": a change asked of a whole thing asks what to change', () => {
  it('reads shorthand and keeps when', () =>
    expect(clarify('pls update the budget sheet b4 the mtg w/ finance tmrw')).toMatch(
      /^What should I update in the budget sheet/,
    ));
  it('a plain request', () =>
    expect(clarify('Can you fix the flyer before Friday?')).toBe(
      'What should I fix in the flyer before Friday?',
    ));
  it.each(['Can you fix the broken link on the homepage?', 'Please update the rota with the new shifts.'])(
    'near miss: %s says what to change',
    (text) => expect(clarify(text)).not.toMatch(/^What should I/),
  );
});
