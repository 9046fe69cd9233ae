import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';
import { complaintOf, judgementOf, toTheirFace } from './realtime-frames.ts';

// realtime-phrases (issue 22): every line is short, grammatical and about the message's own
// subject. Messages written for these tests.
const phrases = (text: string, tone: 'supportive' | 'friendly' | 'direct' | 'reassuring' = 'supportive') =>
  rewriteWith(text, { taskType: 'realtime-phrases', tone }).generatedMessage;

describe('rule "subject-is-no-time": a time is no subject', () => {
  it('"due at noon" talks about the report, not "the noon"', () => {
    const out = phrases('The scanner broke again and the expenses form is due at noon.');
    expect(out).toMatch(/the expenses form/);
    expect(out).not.toMatch(/the noon/);
  });
  it('a time leaves the phrase it ends', () =>
    expect(phrases('My cousin is upset because I skipped his engagement party last Saturday.')).not.toMatch(
      /party last Saturday\?/,
    ));
  it('a subject that opens the message is said mid-line in lower case', () =>
    expect(phrases('The scanner jammed in the middle of the print run.')).not.toMatch(/ The scanner/));
  it('"something else" is no subject', () =>
    expect(phrases('My manager keeps asking about the rota while I am doing something else.')).not.toMatch(
      /something else/,
    ));
});

describe('rule "subject-is-no-place": where is not what', () => {
  it('the thing left in the sink is the subject, not the sink', () => {
    const out = phrases('My housemate is cross that the pans have been left in the sink all week.');
    expect(out).toMatch(/the pans/);
    expect(out).not.toMatch(/the sink/);
  });
  it('near miss: "about" names the topic', () =>
    expect(phrases('A colleague keeps asking me about the holiday rota.')).toMatch(/the holiday rota/));
});

describe('rule "judgement-is-an-adjective": what happened to a thing is no verdict on it', () => {
  it('"was cancelled" says what happened, and the lines offer to find out', () => {
    const out = phrases('A parent at the gate is asking me why the swimming gala was cancelled.');
    expect(out).not.toMatch(/Which part/);
    expect(out).toMatch(/find out what happened with the swimming gala/);
  });
  it('near miss: "is unclear" is a verdict', () =>
    expect(judgementOf(['The client said the brochure is unclear.'], 'the brochure')).toBe('unclear'));
});

describe('rule "complaint-lines": someone upset about a thing is heard, not updated', () => {
  it('the lines hear the complaint and offer to sort it out', () => {
    const out = phrases('My neighbour is angry about the bins being left on the pavement.');
    expect(out).toMatch(/I hear you about the bins/);
    expect(out).not.toMatch(/stands?\?/);
  });
  it.each(["I'm annoyed that the build failed.", 'The team lead asked why the release notes are late.'])(
    'near miss: %s is no one else upset',
    (text) => expect(complaintOf([text])).toBe(false),
  );
});

describe('rule "slip-said-to-them": the slip is said to the one upset', () => {
  it('"her" is "your" when one person is named', () =>
    expect(phrases('My sister is upset because I forgot her graduation photos.')).toMatch(
      /I forgot your graduation photos/,
    ));
  it('near miss: two people named, "her" stays', () =>
    expect(toTheirFace('I forgot to email the client about her order', 2)).toBe(
      'I forgot to email the client about her order',
    ));
});

describe('friendly and direct lines are whole sentences', () => {
  it('no "Quick update on …?" or "What do you need on …?"', () => {
    for (const tone of ['friendly', 'direct'] as const) {
      const out = phrases('My boss asked in the standup why the sales deck is late.', tone);
      expect(out).not.toMatch(/^- Quick update|need on/m);
    }
  });
});
