import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { rewriteText as rewrite } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';

const firstClause = (text: string) => buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0];

// Rule "a-name-has-no-feeling" (clause-facts.ts). Messages written for this test.
describe('rule "a-name-has-no-feeling"', () => {
  it('a name that is also a word AFINN scores carries no feeling', () => {
    expect(firstClause('Hi Rob, can you water the plants tomorrow?')?.sentiment).toBe(0);
    expect(rewrite('Hi Rob, can you water the plants tomorrow?')).toBe(
      'Hi Rob, can you water the plants tomorrow?',
    );
  });
  it('near miss: the verb "rob" still scores', () =>
    expect(firstClause('They rob the tourists at the station.')?.sentiment).toBeLessThan(0));
  it('near miss: an insult before the name still scores', () =>
    expect(firstClause('Stupid Rob broke the printer.')?.sentiment).toBeLessThan(0));
});

// Rules "never-is-not-done" (blamed-events.ts) and "past-never-is-one-event" (edit-plan.ts).
describe('rule "never-is-not-done"', () => {
  it('"never" keeps the event undone in the observation', () =>
    expect(rewrite('You never sent the quote to the builder.')).toBe(
      "The quote wasn't sent to the builder.",
    ));
  it('near miss: a done event stays done', () =>
    expect(rewrite('You sent the wrong quote to the builder again.')).toMatch(/^The wrong quote .*was sent/));
  it('near miss: a present-tense habit is no event', () =>
    expect(rewrite('You never check the shared calendar.')).not.toMatch(/wasn't checked/));
});

describe('rule "past-never-is-one-event"', () => {
  it('an event with no thing to observe keeps its facts', () =>
    expect(rewrite('You never replied to my text about the parking permit.')).toMatch(/parking permit/));
});

// Rules "joined-verdict" (venting.ts) and "contracted-copula" (detox/word-shapes.ts).
describe('rule "joined-verdict"', () => {
  it('a verdict joined by "and" is venting', () =>
    expect(
      buildMessageModel(parseMessage('The van is late and it’s pathetic.')).sentences[0]?.clauses[1]
        ?.hostility,
    ).toBe('venting'));
  it('near miss: a joined fact is no verdict', () =>
    expect(rewrite('The van is late and it’s due at noon.')).toBe('The van is late and it’s due at noon.'));
});

describe('rule "contracted-copula"', () => {
  it('the predicate after "it\'s" keeps a word, never a hole', () =>
    expect(rewrite('The van is late and it’s pathetic.')).not.toMatch(/it’s\.|it's\./));
});

// Rule "compound-head-read-as-verb" (blamed-events.ts). Messages written for this test.
describe('rule "compound-head-read-as-verb"', () => {
  it('the head noun the tagger read as a verb stays with its thing', () =>
    expect(rewrite('You broke the nightly build again.')).toBe('The nightly build was broken.'));
  it('near miss: a thing with no such head is told as before', () =>
    expect(rewrite('You sent the wrong invoice to the client.')).toBe(
      'The wrong invoice was sent to the client.',
    ));
});
