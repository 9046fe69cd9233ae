import { describe, expect, it } from 'vitest';
import { rewriteWith } from './option-case-support.ts';
import { wrongThing } from './personas.ts';

// manager-rsd (issue 22): no "why" about the reader's work, no feeling words about the reader, no
// "again"/"always"/"this time". Messages written for these tests.
const rsd = (text: string) => rewriteWith(text, { persona: 'manager-rsd' }).generatedMessage;
const COUNTS = /\b(?:again|always|this time)\b/i;

describe('rule "count-was-the-point": a sentence that only counts goes whole', () => {
  it('"This always happens." leaves no "This happens."', () => {
    const out = rsd(
      "Why did you book the wrong room again? This always happens. I'm really frustrated with you.",
    );
    expect(out).not.toMatch(/This happens|frustrated|\bwhy\b/i);
    expect(out).not.toMatch(COUNTS);
  });
  it('near miss: a thing named stays, without its count', () =>
    expect(rsd('The printer always jams on A3. Can you call the repair company?')).toMatch(
      /^The printer jams on A3\./,
    ));
});

// The editor leaves out a "why" question when the message says more; where it keeps one (the
// message holds nothing else), the persona says the mistake without a doer.
describe('rule "wrong-thing-said-without-a-doer": a mistake said as what happened', () => {
  it('"Why did you book the wrong room again?" alone is "The wrong room was booked."', () =>
    expect(rsd('Why did you book the wrong room again?')).toBe('The wrong room was booked.'));
  it.each([
    ['send the wrong invoices', 'The wrong invoices were sent.'],
    ['order a wrong part', 'The wrong part was ordered.'],
  ])('%s -> %s', (act, said) => expect(wrongThing(act)).toBe(said));
  it.each(['change the layout', 'book the room', 'pick the wrong way to say it to them'])(
    'near miss: %s names no wrong thing done',
    (act) => expect(wrongThing(act)).toBeNull(),
  );
});

describe('rule "feeling-leaves-its-fact": the writer\'s own fact stays, the feeling goes', () => {
  it('"I feel let down that I heard it from Sales" keeps "I heard it from Sales."', () => {
    const out = rsd("Why didn't you tell me the launch moved? I feel let down that I heard it from Sales.");
    expect(out).toMatch(/I heard it from Sales\./);
    expect(out).not.toMatch(/let down/);
  });
  it.each(["I'm so bothered nobody told me.", "I'm really frustrated with you."])(
    "near miss: %s holds no fact of the writer's and goes",
    (feeling) => expect(rsd(`The invoice is due Friday. ${feeling}`)).toBe('The invoice is due Friday.'),
  );
});
