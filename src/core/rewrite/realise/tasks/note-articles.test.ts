import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';
import { whereNote, withArticles } from './note-articles.ts';

const compose = (text: string) => rewriteWith(text, { taskType: 'compose-from-notes' }).generatedMessage;

describe('rule "errand-articles": an errand names a known thing with "the"', () => {
  it.each([
    ['call landlord about leak under sink', 'call the landlord about the leak under the sink'],
    ['Pick up parcel from post office', 'Pick up the parcel from the post office'],
    ['pay gas bill', 'pay the gas bill'],
    ['move standup to 9:45', 'move the standup to 9:45'],
    ['meet Jo at cafe', 'meet Jo at the cafe'],
  ])('%s', (note, said) => expect(withArticles(note)).toBe(said));
  it.each([
    'buy milk',
    'buy dog food',
    'call mum about sunday',
    'pick up kids 5:30',
    'tell Sam about my car',
    'work from home',
    'meet in person',
    'book table fri 8pm',
  ])('near miss: %s stays', (note) => expect(withArticles(note)).toBe(note));
});

describe('rule "notes-read-as-a-message": sentences in a paragraph, the ask on its own line', () => {
  it('the issue 22 notes read as a message', () =>
    expect(compose('vet appt sat 10am, buy dog food, call landlord re: leak under sink')).toBe(
      'The vet appointment is Saturday at 10am.\nCould you buy dog food and call the landlord about the leak under the sink?',
    ));
  it('facts run on as a paragraph before the ask', () =>
    expect(compose('- rent due 3 March\n- need the spare key from you\n- ask Leo about the permit')).toBe(
      'Rent is due 3 March. I need the spare key from you.\nCould you ask Leo about the permit?',
    ));
  it('with no ask, the first note leads and the rest follow it', () =>
    expect(compose("- can't make the offsite\n- already on 2 projects\n- could help in April")).toMatch(
      /^I can't make the offsite\.\n\S[^\n]+\. [^\n]+\.$/,
    ));
  it('near miss: steps stay a numbered list', () =>
    expect(compose('1. back up the db\n2. run the migration\n3. restart the app')).toMatch(/^1\. /));
});

describe('rule "plural-thing-first": a note that opens with things in "-s" tells, it asks nothing', () => {
  it('"slides in shared drive" is not asked', () => {
    const out = compose('move standup to 9:45, slides in shared drive, water plants');
    expect(out).toMatch(/^The slides are in the shared drive\./);
    expect(out).toMatch(/Could you move the standup to 9:45 and water plants\?$/);
  });
  it('near miss: "pass the salt" is still an errand', () =>
    expect(compose('pass the salt, buy milk, call Jo')).toMatch(/Could you pass the salt/));
});

describe('rule "where-note": a thing and where it is, with the verb a note leaves out', () => {
  it.each([
    ['slides in shared drive', 'the slides are in the shared drive'],
    ['keys under mat', 'the keys are under the mat'],
    ['Jamal on leave until 3 June', 'Jamal is on leave until 3 June'],
    ['mum in hospital till fri', 'mum is in hospital till fri'],
  ])('%s', (note, said) => expect(whereNote(note)).toBe(said));
  it.each(['meet Jo at cafe', 'kids are at school', "it's in the car", 'feed cat at 6'])(
    'near miss: %s',
    (note) => expect(whereNote(note)).toBeNull(),
  );
});
