import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { rewriteText as rewrite } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';
import { judgesReader } from './judges-reader.ts';

const firstClause = (text: string) => {
  const clause = buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0];
  if (!clause) throw new Error(`no clause in ${text}`);
  return clause;
};

// Rule "infinitive-of-another-subject" (judges-reader.ts). Messages written for this test.
describe('rule "infinitive-of-another-subject": "to be" after another subject\'s verb', () => {
  it.each([
    'Read up on lobbying that practice needs to be illegal.',
    'Watch the budget that mess needs to be illegal.',
  ])('%s judges no reader', (text) => expect(judgesReader(firstClause(text))).toBe(false));
  it('the clause is sent without its swear word', () =>
    expect(rewrite('read up on lobbying that shit needs to be illegal')).toMatch(/needs to be illegal/));
  it.each(['Try to be less stupid.', 'Just be less stupid.', 'you need to be less lazy'])(
    'near miss: %s still judges the reader',
    (text) => expect(judgesReader(firstClause(text))).toBe(true),
  );
});
