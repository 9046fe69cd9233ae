import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

// Rules for everyday reproaches, each with its near misses (see the rule comments where they live).
describe('rule "sure-of-a-failing" (hostility.ts)', () => {
  it('"You clearly didn\'t read the brief" is blame, told as what happened', () =>
    expect(rewriteText("You clearly didn't read the brief. The logo goes top left.")).not.toMatch(/clearly/));
  it('near miss: "You clearly worked hard on this." is praise', () =>
    expect(rewriteText('You clearly worked hard on this.')).toBe('You clearly worked hard on this.'));
});

describe('rule "everyone-else" (venting.ts)', () => {
  it('the comparison goes', () =>
    expect(
      rewriteText('Everyone else managed to submit on time. Yours is the only one missing.'),
    ).not.toMatch(/everyone else/i));
  it('near miss: "Everyone else is at the pub, come down!" is news', () =>
    expect(rewriteText('Everyone else is at the pub, come down!')).toBe(
      'Everyone else is at the pub, come down!',
    ));
});

describe('rule "better-have-a-reason" (hostility.ts)', () => {
  it('is never made a request', () =>
    expect(rewriteText('You better have a good reason for missing the deadline.')).not.toMatch(
      /could you have/i,
    ));
  it('near miss: "You better have the report ready by 9." asks for the report', () =>
    expect(rewriteText('You better have the report ready by 9.')).toMatch(/report ready by 9\?/));
});

describe('rule "praise-before-a-mishap" (clause-neighbours.ts)', () => {
  it('"Great," before bad news goes', () =>
    expect(rewriteText("Great, the printer's jammed again. Can someone call the engineer?")).toBe(
      "The printer's jammed again. Can someone call the engineer?",
    ));
  it('near miss: "Great, the train is on time." is glad', () =>
    expect(rewriteText('Great, the train is on time.')).toBe('Great, the train is on time.'));
});

describe('rule "why-always-me" with "do everything" (rhetorical-questions.ts)', () => {
  it('the martyr question goes', () =>
    expect(
      rewriteText('Why do I have to do everything around here? The bins, the dishes, the laundry.'),
    ).toBe('The bins, the dishes, the laundry.'));
  it('near miss: "Why do I need everything in the form?" asks', () =>
    expect(rewriteText('Why do I need everything in the form?')).toBe(
      'Why do I need everything in the form?',
    ));
});

describe('rule "not-my-problem" (venting.ts)', () => {
  it('the dismissal goes and the pointer stays, "IT" untouched', () =>
    expect(rewriteText('Not my problem. Talk to IT.')).toBe('Could you talk to IT?'));
  leavesAsWritten(
    ['Not my favourite, but fine.', 'Not my fault, the train was late.'],
    'near miss: %s stays',
  );
});

describe('rule "someone-elses-consequence" (hostility.ts)', () => {
  it('"… or they walk" is news and stays', () =>
    expect(
      rewriteText('FYI the client is furious, they want the revised quote by 9am or they walk.'),
    ).toMatch(/or they walk/));
  it('near miss: "or else" still goes', () =>
    expect(rewriteText('Send it today or else.')).not.toMatch(/or else/));
});

describe('rule "worked-so-well" (mock-reason.ts)', () => {
  it('"Sure, because that worked so well last time." mocks', () =>
    expect(rewriteText('Sure, because that worked so well last time.')).toBe(''));
  it('near miss: "Sure, because the room is booked." gives a reason', () =>
    expect(rewriteText('Sure, because the room is booked.')).toBe('Sure, because the room is booked.'));
});

describe('rule "mock-address-first" (mock-address.ts)', () => {
  it('"Hey genius," goes and the news stays', () =>
    expect(rewriteText('Hey genius, the meeting was yesterday.')).toBe('The meeting was yesterday.'));
  it('near miss: "Hey mate," is friendly', () =>
    expect(rewriteText('Hey mate, the meeting was yesterday.')).toBe('Hey mate, the meeting was yesterday.'));
});

describe('rules "verdict-fragment" (venting.ts) and "no-bare-word-left" (rewrite.ts)', () => {
  it('"Pathetic effort." goes whole, never "Effort."', () =>
    expect(rewriteText('Honestly? Pathetic effort. Redo slides 3 to 6.')).toBe('Redo slides 3 to 6.'));
  it('near miss: "Sad news." is sympathy', () => expect(rewriteText('Sad news.')).toBe('Sad news.'));
});

describe('rule "glad-disbelief" and the "I" left out (venting.ts)', () => {
  it('"Can\'t believe I\'m the only one who …" vents', () =>
    expect(rewriteText("Can't believe I'm the only one who cleans this kitchen.")).toBe(''));
  it('near miss: "Can\'t believe it\'s Friday already, see you at 6!" marvels', () =>
    expect(rewriteText("Can't believe it's Friday already, see you at 6!")).toBe(
      "Can't believe it's Friday already, see you at 6!",
    ));
});

describe('"no time for your excuses" (reply-dismissals.ts) and "nobody wants to work with you" (venting.ts)', () => {
  it('the dismissal goes and the ask stays', () =>
    expect(rewriteText("I don't have time for your excuses. Send the draft now.")).toBe(
      'Could you send the draft now?',
    ));
  it('near miss: "no time for your questions today, can we talk tomorrow?" asks to move it', () =>
    expect(rewriteText("I don't have time for your questions today, can we talk tomorrow?")).toMatch(
      /tomorrow/,
    ));
  it('"nobody wants to work with you" is never sent', () =>
    expect(rewriteText('This is exactly why nobody wants to work with you.')).toBe(''));
  it('near miss: "Nobody wants to work on Saturday, so …" is news', () =>
    expect(rewriteText("Nobody wants to work on Saturday, so let's move it to Friday.")).toMatch(/Saturday/));
});

describe('rule "negated-approval" (venting.ts)', () => {
  it('"This is really not acceptable." goes beside the ask', () =>
    expect(rewriteText('This is really not acceptable. I need the budget by 5pm.')).toBe(
      'Could I have the budget by 5pm?',
    ));
  leavesAsWritten(
    [
      "It's not ready yet, sorry.",
      "That's not a problem at all.",
      'This is not good news, the van broke down.',
    ],
    'near miss: %s stays',
  );
});
