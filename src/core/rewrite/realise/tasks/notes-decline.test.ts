import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';
import { expandNotes } from './notes-shorthand.ts';

// compose-from-notes with say-no and the note shapes it reads (issue 22). Notes written for these
// tests.
type Tone = 'supportive' | 'friendly' | 'direct' | 'reassuring';
const decline = (text: string, tone: Tone = 'supportive') =>
  rewriteWith(text, { taskType: 'compose-from-notes', intent: 'say-no', tone });
const compose = (text: string) => rewriteWith(text, { taskType: 'compose-from-notes' }).generatedMessage;

describe('rule "notes-decline": notes become a reply that says no', () => {
  it("declines what was asked, gives the reason as the writer's and offers only the notes' alternative", () => {
    const { generatedMessage: out, explanation } = decline(
      'they want me to cover sat shift, cant, have kids party, maybe swap w/ sun?',
    );
    expect(out).toMatch(/^I'm sorry, I can't cover the Saturday shift\./);
    expect(out).toMatch(/I have kids party\./);
    expect(out).toMatch(/Could we swap with Sunday instead\?$/);
    expect(out).not.toMatch(/Could you can't|\bcant\b/);
    expect(explanation).toMatch(/declines what was asked/);
  });
  it('keeps every reason, joined in one sentence, and the alternative the writer gives', () => {
    const { generatedMessage: out } = decline(
      'asked to join hiring panel next wk, no time, deadline fri, could do interviews in jan instead',
    );
    expect(out).toMatch(/^I'm sorry, I can't join the hiring panel next week\./);
    expect(out).toMatch(/I have no time and the due date is on Friday\./);
    expect(out).toMatch(/I could do interviews in January instead\.$/);
  });
  it('direct declines with no "sorry", and offers nothing the notes don\'t give', () => {
    const { generatedMessage: out } = decline(
      'Sam asked me to lead the offsite, busy with launch, cant',
      'direct',
    );
    expect(out).toBe("I can't lead the offsite. I'm busy with launch.");
  });
  it('near miss: notes that ask nothing of the writer stay notes, and the explanation says so', () => {
    const { generatedMessage: out, explanation } = decline('buy milk, call Jo, vet tues 4pm');
    expect(out).not.toMatch(/can't/);
    expect(explanation).toMatch(/nothing to decline/);
  });
  it('near miss: "need to finish report" is the writer\'s own need, nothing asked of them', () =>
    expect(decline('need to finish report, call Jo').generatedMessage).not.toMatch(/can't/));
});

describe('rule "note-asks-reader": a note asking the reader is the ask', () => {
  it('"can you do it?" is asked once, never "I can you do it"', () => {
    const out = compose('dentist moved to wed 9am, cant do school run wed, can you do it?');
    expect(out).toMatch(/I can't do school run on Wednesday\./);
    expect(out).toMatch(/Could you do it\?$/);
    expect(out).not.toMatch(/I can you/);
  });
  it('near miss: "could help in April" is the writer\'s own offer', () =>
    expect(compose('cant make the fair, could help in April')).toMatch(/I could help in April/));
});

describe('rule "state-note": a thing and how it is', () => {
  it('"kids welcome" says so, and "rsvp" joins the one ask', () => {
    const out = compose('bday party sun 3pm, bring salad, rsvp by thurs, kids welcome');
    expect(out).toMatch(/Kids are welcome\./);
    expect(out).toMatch(/Could you bring salad and RSVP by Thursday\?/);
    expect(out).not.toMatch(/kids welcome\?/);
  });
  it('a singular thing is "is"', () =>
    expect(compose('parking free, bring ID')).toMatch(/Parking is free\./));
  it('near miss: "bring drinks" is an errand', () =>
    expect(compose('bring drinks, party 8pm')).toMatch(/Could you bring drinks\?/));
});

describe('rule "note-article": a known thing gets its "the"', () => {
  it('"dentist moved" is "The dentist has moved"', () =>
    expect(compose('dentist moved to wed 9am, buy milk')).toMatch(
      /^The dentist has moved to Wednesday at 9am\./,
    ));
  it.each([
    ['lunch 1pm, bring salad', /^Lunch is at 1pm\./],
    ['gym tmrw 7am, buy milk', /^Gym is tomorrow at 7am\./],
    ['kids welcome, bring salad', /^Kids are welcome\./],
  ])('near miss: %s keeps its words', (notes, kept) => expect(compose(notes)).toMatch(kept));
});

describe('rule "notes-spelt-out": words typed short', () => {
  it.each([
    ['cant do it', "can't do it"],
    ['dont forget', "don't forget"],
    ['cover sat shift', 'cover Saturday shift'],
    ['fri night drinks', 'Friday night drinks'],
    ['interviews in jan', 'interviews in January'],
    ['deadline fri', 'deadline on Friday'],
    ['due by fri', 'due by Friday'],
  ])('%s -> %s', (note, spelt) => expect(expandNotes(note)).toBe(spelt));
  it.each(['we sat', 'lie in the sun', 'want more', 'cannot come', 'jane said no'])(
    'near miss: %s stays',
    (note) => expect(expandNotes(note)).toBe(note),
  );
});

describe('rule "notes-apology": the slip in the notes is owned once', () => {
  const apologise = (text: string, tone: Tone = 'supportive') =>
    rewriteWith(text, { taskType: 'compose-from-notes', intent: 'apologize', tone });
  it('the slip note becomes the apology and the bare "sorry" goes into it', () => {
    const { generatedMessage: out, explanation } = apologise(
      'forgot to send contract yday, sorry, will send by noon',
    );
    expect(out).toBe("I'm sorry I forgot to send contract yesterday.\nI will send by noon.");
    expect(explanation).toMatch(/Owned what happened/);
  });
  it('friendly says "Sorry"', () =>
    expect(apologise('missed your call, sorry, free after 5', 'friendly').generatedMessage).toBe(
      "Sorry I missed your call.\nI'm free after 5.",
    ));
  it('near miss: notes with no slip add no apology, and say so', () => {
    const { generatedMessage: out, explanation } = apologise('buy milk, call Jo');
    expect(out).not.toMatch(/sorry/i);
    expect(explanation).toMatch(/doesn’t apologise/);
  });
});

describe('rule "writers-state-note": how the writer is, never asked of the reader', () => {
  it('"free after 5" is "I\'m free after 5."', () =>
    expect(compose('call me tonight, free after 5')).toMatch(/I'm free after 5\./));
  it('near miss: "free parking" names a thing', () =>
    expect(compose('free parking, bring ID')).not.toMatch(/I'm free/));
});
