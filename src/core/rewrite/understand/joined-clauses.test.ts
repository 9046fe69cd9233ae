import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { tokenizeSentences } from '../parse/tokens.ts';
import { buildMessageModel } from './build-message-model.ts';
import { readClause } from './clause-facts.ts';
import { splitClauses } from './clauses.ts';

const clausesOf = (text: string) => buildMessageModel(parseMessage(text)).sentences.flatMap((s) => s.clauses);
const asks = (text: string) => clausesOf(text).map((clause) => clause.ask?.kind ?? null);

describe('rule "joined-order": after an order, "and" and a base-form verb start a second order', () => {
  it.each([
    ['Send me the file and shut your mouth.', 2],
    ['Put the kettle on and shut the door.', 2],
  ])('%s splits in two', (text, count) =>
    expect(splitClauses(tokenizeSentences(text)[0] ?? [])).toHaveLength(count),
  );
  it('near miss: "Buy bread and cooked ham." joins a thing, not an order', () =>
    expect(splitClauses(tokenizeSentences('Buy bread and cooked ham.')[0] ?? [])).toHaveLength(1));
  it('near miss: "I called her and shut the door." follows no order, so asks for nothing', () =>
    expect(asks('I called her and shut the door.').every((kind) => kind === null)).toBe(true));
});

describe('rule "joined-verb-follows-its-clause": a verb after "and" orders only after an order', () => {
  it.each([
    'I have an excuse to get off the sofa and put something on it now.',
    'Sometimes the two servers collide and short the whole system.',
    'The night was long, i had school and stuff today.',
  ])('%s asks for nothing', (text) => expect(asks(text).every((kind) => kind !== 'command')).toBe(true));
  it.each(['Send me the file and call me.', 'Please check the logs and restart the server.'])(
    'near miss: %s joins two orders',
    (text) => expect(asks(text).at(-1)).not.toBeNull(),
  );
});

describe('rule "subject-after-verb": an order\'s verb never takes a subject pronoun', () => {
  const imperative = (text: string) => readClause(tokenizeSentences(text)[0] ?? [], false).imperativeAt;
  it.each(['cause i am bad at art', 'Like I said, it is fine.', 'man he was fast'])(
    '%s orders nothing',
    (text) => expect(imperative(text)).toBe(-1),
  );
  it.each(['Tell them the plan.', 'Book a room for Friday.'])('near miss: %s orders', (text) =>
    expect(imperative(text)).toBe(0),
  );
});

describe('rule "interjection-before-comma": a first word, a comma, then a statement', () => {
  const imperative = (text: string) => readClause(tokenizeSentences(text)[0] ?? [], false).imperativeAt;
  it.each([
    'man , people can be mean sometimes',
    'Relax, the meeting moved to 5.',
    'also , smoking indoors would be awful .',
  ])('%s orders nothing', (text) => expect(imperative(text)).toBe(-1));
  it.each(['Send it, the client is waiting.', 'Book the room, please.'])('near miss: %s orders', (text) =>
    expect(imperative(text)).toBe(0),
  );
});

describe('rule "swear-verb-asks-nothing": a swear word is never the verb of a request', () => {
  it.each(['fuck , my video card is tweaking out again .', 'fuck that shit bro i live on the edge'])(
    '%s asks for nothing',
    (text) => expect(asks(text).every((kind) => kind === null)).toBe(true),
  );
  it('near miss: "fucking send me the file" still asks for the file, read without the swearing', () => {
    const clause = clausesOf('Fucking send me the file.')[0];
    expect(clause?.ask?.kind).toBe('command');
    expect(clause?.tokens[clause.ask?.verbAt ?? -1]?.normal).toBe('send');
  });
});

describe('rule "ending-says-subject": a verb with its own "-s" ending has a subject left out', () => {
  const imperative = (text: string) => readClause(tokenizeSentences(text)[0] ?? [], false).imperativeAt;
  it.each(['sounds like a match was lit', 'Looks good to me.', 'Sends his regards.'])(
    '%s orders nothing',
    (text) => expect(imperative(text)).toBe(-1),
  );
  it.each(['Pass the salt.', 'Discuss the plan with Omar.', 'Focus on the launch.'])(
    'near miss: %s orders',
    (text) => expect(imperative(text)).toBe(0),
  );
});
