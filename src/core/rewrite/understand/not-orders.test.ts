import { describe, expect, it } from 'vitest';
import { tokenizeSentences } from '../parse/tokens.ts';
import { leavesAsWritten, rewriteText } from '../test-support.ts';
import {
  concedesToReader,
  dropsTheI,
  labelsAReference,
  leavesChoiceToReader,
  readsAsSubject,
  subjectOfCopula,
} from './not-orders.ts';

const tokens = (text: string) => tokenizeSentences(text)[0] ?? [];

describe('rule "dropped-i": a verb straight before "you" is the writer\'s own statement', () => {
  it.each(['love you', 'Miss you already', 'See you at 6'])('%s', (text) =>
    expect(dropsTheI(tokens(text), 0)).toBe(true),
  );
  it.each(['Call me at 6', 'Tell them the plan', 'Send your notes', 'Mind the step'])(
    'near miss: %s is an order',
    (text) => expect(dropsTheI(tokens(text), 0)).toBe(false),
  );
  it.each(['Adore this photo', 'Hate these long meetings', 'Miss the old team'])(
    'rule "feeling-verb-is-the-writers": %s',
    (text) => expect(dropsTheI(tokens(text), 0)).toBe(true),
  );
});

describe('rule "free-choice": the reader may choose, so nothing is asked', () => {
  it.each([
    'Do whatever you want.',
    'Take anything you like.',
    'Sit wherever you like.',
    'Do what you like.',
  ])('%s', (text) => expect(leavesChoiceToReader(tokens(text), 0)).toBe(true));
  it.each(['Do the dishes tonight.', 'Take the blue folder.'])('near miss: %s names the task', (text) =>
    expect(leavesChoiceToReader(tokens(text), 0)).toBe(false),
  );
});

describe('rule "subject-first": a noun-or-verb word before a verb with its own ending', () => {
  it('finance needs them for the board deck', () =>
    expect(readsAsSubject(tokens('finance needs them for the board deck'), 0)).toBe(true));
  it.each(['Book room 3B for Friday.', 'Pack the boxes tonight.', 'Email Jo about the lease.'])(
    'near miss: %s is an order',
    (text) => expect(readsAsSubject(tokens(text), 0)).toBe(false),
  );
});

describe('rule "concedes-to-reader": the writer gives in and asks for nothing', () => {
  it.each([
    'Have it your way.',
    'Have it your way then.',
    'Suit yourself.',
    'Please yourself.',
    'Do it your own way.',
  ])('%s', (text) => expect(concedesToReader(tokens(text), 0)).toBe(true));
  it.each(['Have it ready by 5pm.', 'Suit up for the match.', 'Do it your way and send it by Friday.'])(
    'near miss: %s names something to do',
    (text) => expect(concedesToReader(tokens(text), 0)).toBe(false),
  );
});

describe('rule "label-before-number": a word before a "#" reference labels it', () => {
  it.each(['Ticket #5521 is still open.', 'Invoice #2231 attached.', 'Case #77.'])('%s', (text) =>
    expect(labelsAReference(tokens(text), 0)).toBe(true),
  );
  it.each(['Order 3 pizzas for Friday.', 'Call 020 7946 0000 after lunch.', 'Print page 4 twice.'])(
    'near miss: %s is an order',
    (text) => expect(labelsAReference(tokens(text), 0)).toBe(false),
  );
  it('the reference stays a statement in a rewrite', () =>
    expect(rewriteText('Useless service. Booking #A7731. Fix it today.')).not.toMatch(/could you booking/i));
});

describe('rule "label-before-code": a word before nothing but a code labels it', () => {
  it.each(['Account 55102934.', 'Reference CLM-2291.', 'Booking XK93P.', 'Policy 4471-2209.'])('%s', (text) =>
    expect(labelsAReference(tokens(text), 0)).toBe(true),
  );
  it.each(['Call 07700 900123.', 'Pay 40.', 'Use SAVE10 at checkout.', 'Book room 4B.', 'Print page 4.'])(
    'near miss: %s is an order',
    (text) => expect(labelsAReference(tokens(text), 0)).toBe(false),
  );
  it('the code stays a statement beside a real request', () =>
    expect(
      rewriteText('Can you call the insurer about the claim? Reference CLM-2291. They close at 5.'),
    ).toContain('Reference CLM-2291.'));
});

describe('rule "opening-noun-has-its-verb": the opening word is the subject of "is"/"was"', () => {
  it.each([
    'Pick-up was at noon.',
    'Check-in is from 3pm.',
    'Sign-up forms are on the desk.',
    'Print queue is jammed.',
  ])('%s', (text) => expect(subjectOfCopula(tokens(text), 0)).toBe(true));
  it.each(['Check the oven is off.', 'Make sure it is done.', 'Be ready by 6.', 'Tell Sam lunch is at 1.'])(
    'near miss: %s is an order',
    (text) => expect(subjectOfCopula(tokens(text), 0)).toBe(false),
  );
  it('a statement of a time is never turned into "Could you …?"', () =>
    expect(rewriteText('You missed it again. Check-out is 10:30 sharp.')).not.toMatch(/could you check/i));
});

describe('rule "never-mind-lets-go": the idiom lets a matter go, and orders nothing', () => {
  leavesAsWritten(["Never mind, I'll call the plumber myself.", 'Never mind, the parcel turned up.'], '%s');
  it.each([
    ['Never leave the back door unlocked.', /^Please don't leave the back door unlocked/],
    ['Mind the wet floor by the sink.', /could you mind the wet floor/i],
  ])('near miss: %s still asks', (text, expected) => expect(rewriteText(text)).toMatch(expected));
});

describe('rule "subject-then-its-time": a time may stand between a subject and its verb', () => {
  it.each(['Match this Sunday kicks off at 10:30.', 'Practice on Tuesday starts at 6.'])('%s', (text) =>
    expect(readsAsSubject(tokens(text), 0)).toBe(true),
  );
  it.each(['Book this Sunday for the match.', 'Send this Friday.'])('near miss: %s is an order', (text) =>
    expect(readsAsSubject(tokens(text), 0)).toBe(false),
  );
  it('the event stays a statement beside the orders', () =>
    expect(rewriteText('Match this Sunday kicks off at 10:30 at Riverside Park. Bring your kit.')).toMatch(
      /^Match this Sunday kicks off at 10:30 at Riverside Park\./,
    ));
});
