import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { joinTokens } from '../parse/tokens.ts';
import { rewriteText } from '../test-support.ts';
import { blamedEvent } from './blamed-events.ts';
import { buildMessageModel } from './build-message-model.ts';

const read = (text: string) => {
  const clause = buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0];
  if (!clause) throw new Error(`no clause in ${text}`);
  const event = blamedEvent(clause);
  return (
    event && { ...event, thing: joinTokens(clause.tokens.slice(event.objectFrom, event.objectTo)).trim() }
  );
};

describe('rule "blamed-event": "you" + a past verb + a thing', () => {
  it('You missed the client call again.', () =>
    expect(read('You missed the client call again.')).toMatchObject({
      thing: 'the client call',
      notDone: false,
    }));
  it("you forgot my birthday: the writer's own loss", () =>
    expect(read('you forgot my birthday.')).toMatchObject({ writersOwn: true }));
  it('You forgot to renew the car insurance: the inner verb, not done', () =>
    expect(read('You forgot to renew the car insurance AGAIN.')).toMatchObject({
      thing: 'the car insurance',
      notDone: true,
    }));
  it.each([
    'You always forget the bins.',
    'You are useless.',
    'Did you miss the call?',
    'I missed the client call.',
    'You ruined my stupidity.',
  ])("near miss: %s is a habit, a verdict, a question or no event of the reader's", (text) =>
    expect(read(text)).toBeNull(),
  );
});

describe('rule "state-is-observation": "the wrong file" names which thing, it judges nobody', () => {
  it.each([
    ['You packed the broken charger. Swap it for the new one.', /^The broken charger was packed\./],
    ['You booked the wrong hotel!! Cancel it before 9.', /^The wrong hotel was booked!/],
  ])('%s', (text, expected) => expect(rewriteText(text)).toMatch(expected));
  it('near miss: a judging word still goes with the blame', () =>
    expect(rewriteText('You wrote a pathetic summary. Redo it by Monday.')).not.toMatch(/pathetic/));
});

describe('rule "blamed-event": what a passive can carry', () => {
  it('moves a thing with its "of" whole', () =>
    expect(rewriteText('You broke the handle of the back door again.')).toBe(
      'The handle of the back door was broken.',
    ));
  it('near miss: "get" has no passive that reads, so no "was gotten"', () =>
    expect(rewriteText('You got the wrong end of the stick: the refund is £30, not £300.')).not.toMatch(
      /gotten/,
    ));
});

describe('rule "left-in-a-state": an adjective after the thing tells the state it was left in', () => {
  it('the thing leads, its state follows the verb', () =>
    expect(
      rewriteText('Wow, thanks for leaving the sink full of your pans AGAIN. Wash them tonight.'),
    ).toMatch(/^The sink was left full of your pans\./));
  it('near miss: an adjective before the noun is part of the thing', () =>
    expect(rewriteText('You broke the big lamp again, so please order a new one.')).toMatch(
      /The big lamp was broken/,
    ));
});
