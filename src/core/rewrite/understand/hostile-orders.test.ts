import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { leavesAsWritten, rewritesTo, rewriteText } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';
import {
  cursesWithVerb,
  dismissesReader,
  ordersHarm,
  sendsToCurse,
  silencesReader,
} from './hostile-orders.ts';

const firstClause = (text: string) => {
  const clause = buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0];
  if (!clause) throw new Error(`no clause in ${text}`);
  return clause;
};

describe('rule "harmful-order": the verb phrase itself is the hostility', () => {
  it.each(['Go kill yourself.', 'Just die.', 'Get lost.', "Steal someone else's lunch next time."])(
    '%s is an order no one could carry out kindly',
    (text) => expect(ordersHarm(firstClause(text))).toBe(true),
  );
  it.each([
    'Kill the process on server 3.',
    'Cancel the order before Friday.',
    'Destroy those old drafts.',
    'Send the file by 5pm.',
  ])('near miss: %s is a task, aimed at a known thing or not harmful', (text) =>
    expect(ordersHarm(firstClause(text))).toBe(false),
  );
});

describe('rule "dismissal": a verb of leaving that sends the reader off', () => {
  it.each(['Go away.', 'Just go away now.', 'Get out of here.', 'Back off.', 'Get out of my office.'])(
    '%s dismisses',
    (text) => expect(dismissesReader(firstClause(text))).toBe(true),
  );
  it.each(['Go out for lunch with the team.', 'Get out the spare keys.', 'Back up the files tonight.'])(
    'near miss: %s names a place or a thing',
    (text) => expect(dismissesReader(firstClause(text))).toBe(false),
  );
});

describe('rule "cursed-destination": a verb of going whose only goal is a curse', () => {
  it.each(['Go to hell.', 'Go to hell, Dave.', 'Rot in hell.', 'Just go to hell already.'])('%s', (text) =>
    expect(sendsToCurse(firstClause(text))).toBe(true),
  );
  it.each(['Go to the meeting.', 'Get to the damn station by 6.', 'Go through hell for this client.'])(
    'near miss: %s names a real place or says more',
    (text) => expect(sendsToCurse(firstClause(text))).toBe(false),
  );
});

describe('rule "silencing": an order to stop speaking', () => {
  it.each(['Shut up.', 'Shut the fuck up.', 'Shut your mouth.', 'Shut up already.', 'Pipe down.'])(
    '%s silences',
    (text) => expect(silencesReader(firstClause(text))).toBe(true),
  );
  it.each(['Shut the door.', 'Shut down the server tonight.', 'Shut up the shop at 6.'])(
    'near miss: %s names a thing to do',
    (text) => expect(silencesReader(firstClause(text))).toBe(false),
  );
});

describe('rule "curse-verb": the order\'s verb is a swear word with only a pronoun or particle', () => {
  it.each(['Fuck off.', 'Fuck you.', 'Fuck this.'])('%s is only a curse', (text) =>
    expect(cursesWithVerb(firstClause(text))).toBe(true),
  );
  it.each(['Fuck, I forgot the keys.', 'Send it to me.', 'Screw the lid on tight.'])(
    'near miss: %s says more',
    (text) => expect(cursesWithVerb(firstClause(text))).toBe(false),
  );
});

describe('a hostile order read in its message', () => {
  it.each(['Get lost.', 'Drop dead.', 'Piss off.', 'Go to hell.', 'Fuck off.', 'Shut up.'])(
    '%s is abuse',
    (text) => expect(firstClause(text).hostility).toBe('abuse'),
  );
  it('an order joined to a real ask by "and" is its own clause, and only it is abuse', () => {
    const clauses = buildMessageModel(parseMessage('Send me the file and shut your mouth.')).sentences[0]
      ?.clauses;
    expect(clauses?.map((clause) => clause.hostility)).toEqual([null, 'abuse']);
  });
});

describe('rule "writers-body-curse": an order aimed at the writer\'s swear-word body part', () => {
  it.each(['kiss my ass', 'suck my dick , dave', 'Bite my ass.'])('%s is a curse', (message) =>
    expect(rewriteText(message)).toBe(''),
  );
  it.each([
    ['kiss my nan for me', /kiss my nan/],
    ['grab my damn keys', /grab my keys/],
  ])('near miss: %s names a person or a thing', (message, kept) =>
    expect(rewriteText(message)).toMatch(kept),
  );
});

describe('rule "get-cursed": an order to become what a swear word says is a curse', () => {
  rewritesTo([
    ['get fucked', ''],
    ['You can get fucked.', ''],
  ]);
  // Near misses: a real "get" order, and a swear word that only stresses an object.
  rewritesTo([['get the fucking file to me by 5', 'Could you get the file to me by 5?']]);
  leavesAsWritten(['You can go now.']);
});
