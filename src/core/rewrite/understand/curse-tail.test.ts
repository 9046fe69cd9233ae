import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { tokenizeSentences } from '../parse/tokens.ts';
import { rewriteText as rewrite } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';
import { curseOpenerEnd, tailHoldsClause } from './curse-tail.ts';

const tokensOf = (text: string) => tokenizeSentences(text)[0] ?? [];
const firstClause = (text: string) => {
  const clause = buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0];
  if (!clause) throw new Error(`no clause in ${text}`);
  return clause;
};

// Rule "clause-after-curse" (curse-tail.ts). Messages written for this test.
describe('rule "clause-after-curse": a subject or a linking verb after a curse opens a clause', () => {
  it.each(["we 're taking the train", 'this is my last try', 'they left early'])(
    '%s holds a clause',
    (text) => expect(tailHoldsClause(tokensOf(text))).toBe(true),
  );
  it.each(['you idiot', 'dave', 'you absolute clown'])('near miss: %s only addresses the reader', (text) =>
    expect(tailHoldsClause(tokensOf(text))).toBe(false),
  );
});

// Rule "curse-opener" (curse-tail.ts, split in clauses.ts). Messages written for this test.
describe('rule "curse-opener": an expletive before a comma is a clause of its own', () => {
  it.each([
    "fuck this , we 're taking the train .",
    'fuck it , i am cooking tonight',
    "oh fuck off , i 'm staying home .",
  ])('%s opens with a curse', (text) => expect(curseOpenerEnd(tokensOf(text))).toBeGreaterThan(0));
  it('the curse goes and what follows is sent', () => {
    expect(rewrite("screw it , i 'm taking the train .")).toMatch(/^I 'm taking the train/);
    expect(rewrite("oh fuck off , i 'm staying home .")).toMatch(/^I 'm staying home/);
  });
  it.each(['fuck you , you idiot', 'fuck off , dave', 'fuck up the launch , we did', 'send it , we wait'])(
    'near miss: %s opens with no curse alone',
    (text) => expect(curseOpenerEnd(tokensOf(text))).toBe(-1),
  );
  it('near miss: pure abuse still sends nothing', () => {
    expect(rewrite('fuck you , you idiot')).toBe('');
    expect(rewrite('fuck off , dave')).toBe('');
    expect(rewrite('go die')).toBe('');
  });
});

// Rule "shorthand-is-no-verb" (curse-tail.ts, read in clause-facts.ts findImperative).
describe('rule "shorthand-is-no-verb": a one-letter word orders nothing', () => {
  it.each(['just v tired of the same old rubbish', 'v annoyed about the bus today'])(
    '%s is no order',
    (text) => expect(firstClause(text).imperativeAt).toBe(-1),
  );
  it('the statement is sent without its swear word', () =>
    expect(rewrite('just v tired of the same old shit')).toMatch(/tired of the same old/i));
  it.each(['Go kill yourself.', 'Just send the file.'])('near miss: %s still orders', (text) =>
    expect(firstClause(text).imperativeAt).toBeGreaterThanOrEqual(0),
  );
});

describe('rule "clause-after-curse": "you" and a verb open a clause too', () => {
  it('the curse goes and the praise after it stays', () =>
    expect(rewrite('fuck it , you made me laugh , have a like .')).toMatch(/^You made me laugh/));
  it('near miss: "fuck you , you idiot" names only the reader', () =>
    expect(tailHoldsClause(tokensOf('you idiot'))).toBe(false));
});
