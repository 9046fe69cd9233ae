import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';
import {
  askedTaskOf,
  askedWhyOf,
  explainedThing,
  habitClaimOf,
  publicSetting,
  talkedOver,
} from './realtime-situations.ts';

// realtime-phrases situations (issue 22): the lines fit what is happening, built from the
// message's words. Messages written for these tests.
type Tone = 'supportive' | 'friendly' | 'direct' | 'reassuring';
const phrases = (text: string, tone: Tone = 'supportive') =>
  rewriteWith(text, { taskType: 'realtime-phrases', tone }).generatedMessage;
const lines = (text: string, tone: Tone = 'supportive') => phrases(text, tone).split('\n');

// What every set of lines keeps to: 3 to 5, each a short line, none the message as typed.
const wellFormed = (text: string, out: string[]) => {
  expect(out.length).toBeGreaterThanOrEqual(3);
  expect(out.length).toBeLessThanOrEqual(5);
  for (const line of out) {
    expect(line).toMatch(/^- /);
    expect(line.split(/\s+/).length).toBeLessThanOrEqual(16);
    expect(line.slice(2)).not.toBe(text);
  }
};

describe('rule "public-setting": a question asked with others watching moves to after', () => {
  it('the lines offer to talk after standup, about the thing asked', () => {
    const text = 'My manager asked me during standup why the budget spreadsheet still has errors.';
    const out = lines(text);
    wellFormed(text, out);
    expect(out.join('\n')).toMatch(/the budget spreadsheet, just the two of us, after standup\?/);
  });
  it('"in front of everyone" talks after this', () =>
    expect(publicSetting(['The lead asked me in front of everyone why the notes are late.'])).toBe('this'));
  it.each(['My landlord is at the door asking when I will pay.', 'A customer at the counter is upset.'])(
    'near miss: %s names a place, no audience',
    (text) => expect(publicSetting([text])).toBeNull(),
  );
});

describe('rule "asked-why-lines": an account or a date asked for', () => {
  it('the release notes: the fact said back, a real time promised, never a stock line', () => {
    const text = 'The team lead just asked me in front of everyone why the release notes are late.';
    const out = lines(text);
    wellFormed(text, out);
    for (const line of out) expect(line).toMatch(/release notes/);
    expect(out[0]).toBe('- I know the release notes are late.');
  });
  it('a "when" asks to agree a date, with none invented', () => {
    const out = phrases('My landlord is at the door asking when I will pay the late rent.');
    expect(out).toMatch(/a date for the late rent/);
    expect(out).not.toMatch(/\b(?:today|tomorrow|Friday)\b/);
  });
  it('each tone opens in its own words', () => {
    const text = 'My boss wants to know why the sales deck is late.';
    const firsts = (['supportive', 'friendly', 'direct', 'reassuring'] as const).map(
      (tone) => lines(text, tone)[0],
    );
    expect(new Set(firsts).size).toBe(4);
  });
  it.each([
    'My manager asked me to explain the gap in the budget.',
    'My manager asked me to send the file.',
    'I asked why the notes are late.',
  ])('near miss: %s asks no account of the speaker', (text) => expect(askedWhyOf([text])).toBeNull());
});

describe('rule "talked-over-lines": the floor back, on the speaker\'s point', () => {
  it('names what the speaker was saying', () => {
    const text = "I'm in a meeting and everyone keeps talking over me about the new office layout.";
    const out = lines(text);
    wellFormed(text, out);
    expect(out[0]).toBe("- I'd like to finish my point about the new office layout.");
  });
  it('with no thing named, what follows "about" is the point', () =>
    expect(phrases('My dad keeps cutting me off when I try to talk about moving out.')).toMatch(
      /about moving out\?/,
    ));
  it.each(['I keep interrupting my sister.', 'We talked about the office layout.'])(
    'near miss: %s (no one cut the speaker off)',
    (text) => expect(talkedOver([text])).toBe(false),
  );
});

describe('rule "habit-claim-lines": a claim about the speaker heard, not confessed', () => {
  it('"never listen" is heard as "don\'t always", said to the person', () => {
    const text = 'My partner says I never listen when they talk about their day.';
    const out = lines(text);
    wellFormed(text, out);
    expect(out[0]).toBe("- I hear you: I don't always listen when you talk about your day.");
    expect(out.join('\n')).not.toMatch(/I never listen/);
  });
  it('"always leave" asks what would help to stop, with no "not" added', () =>
    expect(phrases('My flatmate says I always leave the lights on in the kitchen.')).toMatch(
      /What would help me stop leaving the lights on in the kitchen\?/,
    ));
  it.each(['I never got the email about the rota.', 'She says the dishes are done.'])(
    'near miss: %s is no claim about a habit',
    (text) => expect(habitClaimOf([text])).toBeNull(),
  );
});

describe('rule "asked-to-explain-lines": a way into the answer', () => {
  it('the thing is named whole, then by its head', () => {
    const text = 'The interviewer asked me to explain the gap in my CV.';
    const out = lines(text);
    wellFormed(text, out);
    expect(out[0]).toBe("- I'm glad to explain the gap in my CV.");
    expect(out.join('\n')).not.toMatch(/where the gap stands/);
  });
  it.each(['My manager asked me to send the file.', 'The interviewer asked me why I left.'])(
    'near miss: %s asks for no explanation',
    (text) => expect(explainedThing([text])).toBeNull(),
  );
});

describe('rule "asked-to-do-lines": a task asked in the moment', () => {
  it('takes the task on and asks when, with no time invented', () => {
    const text = 'My manager asked me to send the file.';
    const out = lines(text);
    wellFormed(text, out);
    expect(out).toContain('- When do you need me to send the file by?');
  });
  it('a time the message gives is not asked again', () =>
    expect(phrases('My mum needs me to pick up the prescription before six.')).not.toMatch(
      /When do you need/,
    ));
  it.each(['I asked him to send the file.', 'The panel asked me to explain my results.'])(
    'near miss: %s',
    (text) => expect(askedTaskOf([text])).toBeNull(),
  );
});

describe('rule "upset-about-a-state": the fact said back to the one upset', () => {
  it('"their refund" is "your refund", and nothing is promised but finding out', () => {
    const text = "A customer is shouting at me at the counter because their refund hasn't arrived.";
    const out = lines(text);
    wellFormed(text, out);
    expect(out[0]).toBe("- I can see your refund hasn't arrived.");
    expect(out.join('\n')).not.toMatch(/where the refund stands|frustrat|upset/);
  });
  it('near miss: no one upset, the fact is said back as asked', () =>
    expect(phrases('The client asked me why the delivery was cancelled.')).toMatch(
      /find out what happened with the delivery/,
    ));
});

describe('the thing asked about is the words before the verb', () => {
  it('"why the invoice total changed" is about "the invoice total", after the call', () => {
    const out = phrases('The client is asking me on the call why the invoice total changed.');
    expect(out).toMatch(/what happened with the invoice total and/);
    expect(out).toMatch(/after the call/);
    expect(out).not.toMatch(/total changed together/);
  });
  it('"still" is no part of the thing', () =>
    expect(phrases('My manager asked me why the budget spreadsheet still has errors.')).not.toMatch(
      /spreadsheet still\b(?! has)/,
    ));
  it('near miss: "at the last minute" is no thing to talk about', () =>
    expect(phrases('My mum says I always cancel on her at the last minute.')).not.toMatch(/about the last/));
});
