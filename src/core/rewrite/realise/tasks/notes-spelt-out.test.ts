import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';
import { expandNotes } from './notes-shorthand.ts';

// compose-from-notes reads shorthand notes as a person would (issue 22). Notes written for these tests.
const compose = (text: string) => rewriteWith(text, { taskType: 'compose-from-notes' }).generatedMessage;

describe('rule "notes-spelt-out": shorthand becomes words', () => {
  it.each([
    ['physio tmrw 4p', 'physio tomorrow at 4pm'],
    ['lunch w/ Ravi', 'lunch with Ravi'],
    ['call back b/c line dropped', 'call back because line dropped'],
    ['party moved -> fri 7pm', 'party moved to Friday at 7pm'],
    ['pack bags -> load car', 'pack bags, then load car'],
    ['venue tbc', 'venue to be confirmed'],
    ['Ella bday sat', 'Ella birthday sat'],
    ['RSVP by wed', 'RSVP by Wednesday'],
    ['pay deposit b4 fri', 'pay deposit before Friday'],
  ])('%s -> %s', (note, spelt) => expect(expandNotes(note)).toBe(spelt));
  it.each([
    ['rebook the van', 'rebook the van'],
    ['room B3p', 'room B3p'],
    ['sun cream', 'sun cream'],
    ['a <-> b', 'a <-> b'],
  ])('near miss: %s stays', (note, same) => expect(expandNotes(note)).toBe(same));
});

describe('rule "note-verb": a note gets the verb a sentence needs', () => {
  it('a thing and what became of it', () => {
    const out = compose('budget approved, tickets booked fri 6pm, standup moved -> 10am');
    expect(out).toMatch(/The budget is approved\./);
    expect(out).toMatch(/Tickets are booked for Friday at 6pm\./);
    expect(out).toMatch(/The standup has moved to 10am\./);
  });
  it('a thing and only its time', () =>
    expect(compose('vet tmrw 10am, buy cat food')).toMatch(/^The vet is tomorrow at 10am\./));
  it('a topic and a dash head the note', () =>
    expect(compose('re: school trip - forms signed, coach tbc')).toMatch(
      /^About school trip: forms are signed\./,
    ));
  it('near misses: an order, a full sentence, a need stay as they are', () => {
    const out = compose('I booked the van, need boxes, buy tape');
    expect(out).toMatch(/I booked the van\./);
    expect(out).toMatch(/I need boxes\./);
    expect(out).not.toMatch(/is booked|is need/);
  });
});

describe('rule "comma-notes": short pieces on one line are notes each', () => {
  it('an errand the tagger reads as a noun ("email Sam") is still asked', () => {
    const out = compose('gym tmrw 7am, email Priya re: rota, buy milk');
    expect(out).toMatch(/^Gym is tomorrow at 7am\./);
    expect(out).toMatch(/email Priya about the rota/);
    expect(out.match(/\?/g)).toHaveLength(1);
  });
  it('near miss: a money figure with a comma is one piece', () =>
    expect(compose('vendor quote $4,800 expires Friday')).toMatch(/\$4,800/));
});

describe('rule "writers-own-modal" (compose-from-notes.ts): a note opening with a modal is the writer\'s', () => {
  it('"can\'t take on …" is never asked of the reader', () => {
    const out = compose("- can't take on the mobile rewrite\n- already on 2 projects\n- could help in April");
    expect(out).not.toMatch(/could you can't/i);
    expect(out).toMatch(/I can't take on the mobile rewrite/);
  });
  it('near miss: "call landlord" is still an errand to ask', () =>
    expect(compose('- call landlord re: leak\n- will send rent Friday')).toMatch(/Could you call/));
});

describe('rule "event-note": a time alone takes "at", a day "on"', () => {
  it('"dinner 3pm" is "Dinner is at 3pm", never "on 3pm"', () =>
    expect(compose('- dinner 3pm\n- bring wine')).toMatch(/Dinner is at 3pm\./));
  it('a day keeps "on"', () =>
    expect(compose('- party sat 7pm\n- bring wine')).toMatch(/The party is on Saturday/));
});
