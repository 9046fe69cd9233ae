import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { leavesAsWritten, rewriteText } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';

// Kinds of failure a blind reading found; each message here was written for the test.
describe('rule "safe-wish" (asks.ts): "Drive safe" is a wish, never "Could you drive safe?"', () => {
  it.each(['Love you! Get home safe and call me tomorrow.', 'Sleep well!'])('%s keeps its wish', (text) =>
    expect(rewriteText(text)).not.toMatch(/could you (?:get home|sleep)/i),
  );
  it('near miss: "Store it safely in the cupboard." is a task', () =>
    expect(rewriteText('Store it safely in the cupboard.')).toMatch(/Could you store it/));
});

describe('rule "missing-is-news" (hostility.ts): what a thing lacks is news, not a verdict', () => {
  it('the fact stays beside the ask', () =>
    expect(rewriteText('Your visa form is missing a signature. Please post it back by the 3rd.')).toMatch(
      /missing a signature/,
    ));
  it('near miss: "Your report is sloppy." judges', () =>
    expect(rewriteText('Your report is sloppy.')).toBe(''));
});

describe('rule "points-back-asks" (rhetorical-questions.ts): "Where is it?" asks about the thing', () => {
  it('the question stays after the venting goes', () =>
    expect(
      rewriteText("I'm so sick of waiting. You said the parcel would come Monday. Where is it?"),
    ).toMatch(/Where is it\?$/));
});

describe('"Must be nice …" with a habit is envy, not a demand (guessing-must.ts)', () => {
  it('is never "Need to be nice"', () =>
    expect(
      rewriteText('Must be nice to finish at 3 every day while the rest of us cover the phones.'),
    ).not.toMatch(/need to be nice/i));
});

describe('rule "files-with-authority" (escalation-threats.ts)', () => {
  it('"I\'m filing with small claims court" carries the matter on; its condition is the ask and the step is stated', () =>
    expect(rewriteText("If the refund isn't here by Friday, I'm filing with small claims court.")).toBe(
      "Could you make sure the refund is here by Friday? Otherwise, I'll need to file with small claims court.",
    ));
  it('near miss: "I\'ll file the receipts with the accounts team." is an errand', () =>
    expect(rewriteText("I'll file the receipts with the accounts team.")).toBe(
      "I'll file the receipts with the accounts team.",
    ));
});

describe('"If you can\'t …, don\'t bother …" shuts the reader out (clause-neighbours.ts)', () => {
  it('the condition is the ask', () =>
    expect(rewriteText("If you can't come to Dad's dinner, don't bother showing up at New Year.")).toBe(
      "Could you come to Dad's dinner?",
    ));
  it('near miss: "If you can\'t make it, don\'t worry" comforts', () =>
    expect(rewriteText("If you can't make it, don't worry, we'll save you some cake.")).toBe(
      "If you can't make it, don't worry, we'll save you some cake.",
    ));
});

describe('rules "really-that-hard", a rebuff after a frame, "I don\'t even know why we keep you", "grudging-tail"', () => {
  it.each([
    'Is it really that hard? The bins go out on Monday.',
    "Quick reminder that I'm not your maid. The towels go in the basket.",
    "I don't even know why we keep you on the rota. Shifts are posted on Sunday.",
  ])('%s keeps only its news', (text) => expect(rewriteText(text).split('. ')).toHaveLength(1));
  it('"Thanks for the flowers, I suppose." keeps the thanks', () =>
    expect(rewriteText('Thanks for the flowers, I suppose.')).toBe('Thanks for the flowers.'));
  leavesAsWritten(['Is it hard to park there?', 'I guess we could meet at 3.'], 'near miss: %s stays');
});

describe('"Only 20 minutes late this time." tallies lateness (brush-offs.ts "only-took-ages")', () => {
  it('goes as a mock', () =>
    expect(rewriteText('Only 15 minutes late this time. Standup is at 9.')).toBe('Standup is at 9.'));
  it('near miss: "Only 5 minutes late, we saved you a seat!" reassures', () =>
    expect(rewriteText('Only 5 minutes late, we saved you a seat!')).toMatch(/5 minutes late/));
});

describe('rule "mock-alternative-goes" (edit-plan.ts)', () => {
  it('"… or just reacting with a thumbs up?" leaves the real ask', () =>
    expect(rewriteText('Are you even reading my texts or just reacting with a heart?')).toBe(
      'Could you read my texts?',
    ));
});

describe('"Non-negotiable." insists, like "No exceptions." (cue-words.ts INSISTING_CLOSERS)', () => {
  it('goes, the ask stays', () =>
    expect(rewriteText('I need the forms back this week. Non-negotiable.')).toBe(
      'Could I have the forms back this week?',
    ));
});

describe('rule "quotes-stay" (word-swaps.ts): words in quotation marks are never swapped', () => {
  it('a quoted "ASAP" stays as cited', () =>
    expect(rewriteText("The brief said 'ASAP' but the client said Friday. Which one holds?")).toMatch(
      /'ASAP'/,
    ));
  it('near miss: an unquoted ASAP is still softened', () =>
    expect(rewriteText('I need this ASAP.')).not.toMatch(/ASAP/));
});

describe('rule "stop-asking" (brush-offs.ts)', () => {
  it('"Stop asking." waves the reader off and goes', () =>
    expect(rewriteText("No, I can't swap shifts on Sunday. Stop asking.")).toBe(
      "No, I can't swap shifts on Sunday.",
    ));
  it('near miss: "Stop asking Sam for lifts." names someone', () =>
    expect(rewriteText('Stop asking Sam for lifts.')).toMatch(/stop asking Sam/));
});

describe('rule "noun-at-the-end" (clauses.ts): "and the renewal dates" is no clause', () => {
  it('the list of things stays in one clause', () =>
    expect(
      buildMessageModel(parseMessage('Include the cost breakdown and the renewal dates.')).sentences[0]
        ?.clauses,
    ).toHaveLength(1));
});

describe('rule "thanks-for-that" (read-in-context.ts)', () => {
  it('"Thanks a lot." after a reproach is irony and goes', () =>
    expect(rewriteText('You took my charger again. Thanks a lot.')).not.toMatch(/thanks/i));
  it.each(['Can you send the file? Thanks a lot.', 'Thanks a lot for the lift!'])(
    'near miss: %s thanks for real',
    (text) => expect(rewriteText(text)).toMatch(/Thanks a lot/),
  );
});

describe('rules "anyone-there" (rhetorical-questions.ts) and "grudging-tail" within a clause (clean-clause.ts)', () => {
  it('"Hello?? Anyone there?" only presses, and goes', () =>
    expect(rewriteText('Hello?? Anyone there? I need the wifi code.')).toBe('Could I have the wifi code?'));
  it('near miss: "Anyone free at 3?" asks', () =>
    expect(rewriteText('Anyone free at 3? Need a hand with the move.')).toMatch(/Anyone free at 3\?/));
  it('"Thanks for the update I guess." keeps the thanks', () =>
    expect(rewriteText('Thanks for the update I guess.')).toBe('Thanks for the update.'));
  it('near miss: "Thanks, I guess we\'ll see." says something', () =>
    expect(rewriteText("Thanks, I guess we'll see.")).toBe("Thanks, I guess we'll see."));
});

describe('rule "shut-up-and-listen" (clause-neighbours.ts)', () => {
  it('the call for attention goes with the abuse', () =>
    expect(rewriteText('Shut up and listen. The fire drill is at 11.')).toBe('The fire drill is at 11.'));
  it('near miss: "… and listen to the voicemail from Sam" asks', () =>
    expect(rewriteText('Shut the door and listen to the voicemail from Sam.')).toMatch(
      /listen to the voicemail/,
    ));
});

describe('second blind reading kinds', () => {
  it('rule "noun-names-a-kind": "your flu jab" is no insult', () =>
    expect(
      rewriteText('Need you to book your flu jab, the surgery stops taking bookings on the 20th.'),
    ).toMatch(/flu jab/));
  it('"Need someone to …" is no thing to hand over', () =>
    expect(rewriteText('Need someone to clear the old logs in the next hour.')).not.toMatch(
      /could I have someone/i,
    ));
  it('"If you can\'t be bothered to …, don\'t expect …": the ask is what follows "to"', () =>
    expect(rewriteText("If you can't be bothered to come to rehearsal, don't expect a part on Friday.")).toBe(
      'Could you come to rehearsal?',
    ));
});

describe('rule "label-goes-whole" for a vocative opener (rewrite.ts)', () => {
  it('"You absolute f***ing idiot, …" never leaves "You absolute person"', () =>
    expect(
      rewriteText("You absolute f***ing idiot, you've blocked the gate again. I'm late for work."),
    ).not.toMatch(/person|idiot/));
});

describe('kinds from the second blind reading, after the final check', () => {
  it('"Only took 11 days." mocks with or without its "!", and "for all you know" lays guilt', () =>
    expect(
      rewriteText(
        'Nice of you to finally ring back. Only took 9 days. I could have been ill for all you know.',
      ),
    ).toBe(''));
  it('near miss: "Only took ten minutes, brilliant!" praises', () =>
    expect(rewriteText('Only took ten minutes, brilliant!')).toBe('Only took ten minutes, brilliant!'));
  it('rule "subject-then-done": "Film already started?" is no order', () =>
    expect(rewriteText('Been waiting outside 20 min. Film already started?')).not.toMatch(/could you film/i));
  it('near miss: "Thanks for all your help." thanks', () =>
    expect(rewriteText('Thanks for all your help.')).toBe('Thanks for all your help.'));
});
