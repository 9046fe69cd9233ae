import { describe, expect, it } from 'vitest';
import { rewritesTo, rewriteText } from '../test-support.ts';

describe('rule "stated-consequence": a specific step the writer will take is kept as what they will have to do', () => {
  it.each([
    [
      'Return the projector by Monday or I am reporting it to facilities.',
      'Could you return the projector by Monday? Otherwise, I’ll need to report it to facilities.',
    ],
    [
      'I need the keys back by Friday or I am escalating this to Tom.',
      'Could I have the keys back by Friday? Otherwise, I’ll need to escalate this to Tom.',
    ],
  ])('%s', (text, expected) => expect(rewriteText(text).replace(/'/g, '’')).toBe(expected));
  it('a condition that asks nothing stays before the consequence it sets', () =>
    expect(rewriteText('If the bins are left out again, I am calling the council.')).toMatch(
      /^If the bins are left out again, I'll need to call the council\.$/,
    ));
  it('"Next time" keeps its place', () =>
    expect(rewriteText('The gate was left open all night. Next time I am calling the landlord.')).toMatch(
      /Next time, I'll need to call the landlord\.$/,
    ));
  it('a step a service carries out ("have it towed") is arranged, not harm, and is stated', () =>
    expect(rewriteText('Move your van off the drive by 6pm. Otherwise, I will have your van towed.')).toMatch(
      /6pm.*Otherwise, I'll need to have your van towed\.$/s,
    ));
  it.each([
    'Tidy your shoes away tonight, otherwise I am binning them.',
    'Finish it tonight or I am cutting your hours.',
  ])('near miss: %s is harm the writer does, and goes', (text) =>
    expect(rewriteText(text)).not.toMatch(/binning|bin them|hours/),
  );
  it('a second step joined by "and" takes the same form', () =>
    expect(
      rewriteText("Fix the gate by Friday or I'm withholding rent and reporting you to the agency."),
    ).toMatch(/Otherwise, I'll need to withhold rent and report this to the agency\.$/));
  it('no "Thank you!" follows a warning', () =>
    expect(rewriteText('Pay the invoice by the 3rd or I will report it to the agency.')).not.toMatch(
      /Thank/,
    ));
  it.each([
    'Pay up or I will make your life hell.',
    'Send it by Monday or else.',
    'Do that again and I am reporting you to HR, you idiot.',
  ])('near miss: %s keeps no threat', (text) =>
    expect(rewriteText(text)).not.toMatch(/I'll need to|I’ll need to|hell|HR/),
  );
  it('near miss: a plan that asks someone for something is no consequence and stays as written', () => {
    const text = "I'll ask your manager to approve the leave.";
    expect(rewriteText(text)).toBe(text);
  });
});

describe('a consequence the writer is already bound to keeps one "need to"', () => {
  rewritesTo([
    [
      "Please have it to me by 3pm today or I'll have to escalate to Priya.",
      "Could you have it to me by 3pm today, please? Otherwise, I'll need to escalate to Priya.",
    ],
  ]);
  // Near miss: a consequence typed without "have to" gets it once.
  rewritesTo([
    [
      "Send the logs today or I'm escalating to Priya.",
      "Could you send the logs today? Otherwise, I'll need to escalate to Priya.",
    ],
  ]);
});

describe('a legal step ("file for eviction") is carried on as a consequence, as "sue" is', () => {
  rewritesTo([
    [
      "If the rent isn't in by Friday I'm filing for eviction.",
      "Could you make sure the rent is in by Friday? Otherwise, I'll need to file for eviction.",
    ],
  ]);
  // Near miss: filing with no condition or ask before it is news, left as written.
  rewritesTo([["I'll file it under misc.", "I'll file it under misc."]]);
});
