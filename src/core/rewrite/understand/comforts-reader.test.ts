import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { rewriteText } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';

const firstClause = (text: string) => buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0];

describe('rule "comfort-not-condition": "don\'t worry if you haven\'t …" lets the reader off', () => {
  it.each([
    "Don't worry if you haven't finished it, we can look at it tomorrow.",
    "Don't feel bad if you can't make it.",
    "Don't panic if you haven't heard back.",
  ])('%s is neither a threat nor an ask', (text) => {
    const clause = firstClause(text);
    expect(clause?.hostility).toBeNull();
    expect(clause?.ask).toBeNull();
    expect(rewriteText(text)).toBe(text);
  });
  it.each([
    "Don't bother coming to the meeting if you haven't read the doc.",
    "Don't come back if you haven't got it.",
  ])('near miss: %s shuts the reader out', (text) => expect(firstClause(text)?.hostility).toBe('threat'));
  it('near miss: "Don\'t be late." is still an ask', () =>
    expect(firstClause("Don't be late.")?.ask).not.toBeNull());
});
