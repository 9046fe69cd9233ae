import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { rewriteText } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';

const hostilities = (text: string) =>
  buildMessageModel(parseMessage(text)).sentences.flatMap((sentence) =>
    sentence.clauses.map((clause) => clause.hostility),
  );

describe('rule "swear-intensifier": a swear word stressing the next word is no insult', () => {
  it.each(['I fucking love you too!', 'Are you fucking serious?', 'You made a damn good point.'])(
    '%s insults no one',
    (text) => expect(hostilities(text)).not.toContain('insult'),
  );
  it.each([
    'You stupid bitch.',
    'Fuck you.',
    'Move, you fucks.',
    'You are such a bitch.',
    'You are a fucking idiot.',
  ])('near miss: %s names the reader', (text) =>
    expect(hostilities(text).some((kind) => kind === 'insult' || kind === 'abuse')).toBe(true),
  );
});

describe('rule "swear-as-thing": a swear word after "that", "some", "the" names a thing', () => {
  it.each(['You left that shit on my desk.', 'You were on some weird shit last night.'])(
    '%s insults no one',
    (text) => expect(hostilities(text)).not.toContain('insult'),
  );
  it.each(['You are a shit.', 'You piece of shit.'])('near miss: %s names the reader', (text) =>
    expect(hostilities(text)).toContain('insult'),
  );
});

describe('judging the reader needs a linking verb with nothing between', () => {
  it('"are you implying a failed launch ..." uses "are" as a helper, and judges no one', () =>
    expect(hostilities('Are you implying a failed launch means bad planning?')).not.toContain('insult'));
  it.each(['You are being stupid.', 'Are you stupid?'])('near miss: %s judges the reader', (text) =>
    expect(hostilities(text)).toContain('insult'),
  );
});

describe('rule "swear-as-object": a swear word a verb acts on names a thing, not the reader', () => {
  it.each([
    'No, you just talk a lot of shit about me.',
    'How about you stop bombing shit and focus on the talks?',
    "You don't give a shit about the rota.",
  ])('%s insults no one', (text) => expect(hostilities(text)).not.toContain('insult'));
  it.each(['You piece of shit.', 'You are full of shit.', 'Fuck you.', 'Shut up, you bitch.'])(
    'near miss: %s names the reader',
    (text) => expect(hostilities(text).some((kind) => kind === 'insult' || kind === 'abuse')).toBe(true),
  );
});

describe('rule "even-joins" (clause-facts.ts): "even" in "even though" is no reproach word', () => {
  it('keeps "even though"', () =>
    expect(rewriteText('you didn’t read my email, even though I sent it twice.')).toMatch(/even though/));
  it('near miss: "you didn’t even read it" loses its reproach', () =>
    expect(rewriteText('you didn’t even read my email.')).not.toMatch(/even/));
});

describe('rule "verdict-on-others": a verdict on someone else is no insult to the reader', () => {
  it.each([
    'When you really think about it, the voters were careless.',
    'If you ask me, the landlord is useless.',
  ])('%s insults no reader', (text) => expect(hostilities(text)).not.toContain('insult'));
  it.each([
    'You guys in this thread are fucking disgusting.',
    'Honestly, you are useless.',
    'Are you clueless?',
  ])('near miss: %s judges the reader', (text) => expect(hostilities(text)).toContain('insult'));
});

describe('rule "certainty-is-no-praise": "clearly" alone makes no sarcasm', () => {
  it('jaz clearly doesn’t care what you’re saying', () =>
    expect(hostilities("jaz clearly doesn't care what you're saying")).not.toContain('sarcasm'));
  it.each(['Clearly a genius move.', 'Obviously you did a great job, as usual.'])(
    'near miss: %s mocks',
    (text) => expect(hostilities(text).some((kind) => kind !== null)).toBe(true),
  );
});
