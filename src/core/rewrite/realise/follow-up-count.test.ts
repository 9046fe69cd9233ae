import { describe, expect, it } from 'vitest';
import { tokenizeSentences } from '../parse/tokens.ts';
import { rewriteText } from '../test-support.ts';
import { followUpTopic } from './verb-forms.ts';

const topic = (text: string) => followUpTopic(tokenizeSentences(text)[0] ?? []);

describe('rule "follow-up-drops-the-count": the topic ends where the count of asks starts', () => {
  it.each([
    ["I've written about the deposit twice already.", 'the deposit'],
    ['I asked about the invoice three times now.', 'the invoice'],
    ['I have asked you about it so many times.', 'it'],
  ])('%s', (text, expected) => expect(topic(text)).toBe(expected));
  it.each([
    ['I asked about the 3 invoices.', 'the 3 invoices'],
    ['I asked about the two times you offered.', 'the two times you offered'],
  ])('near miss: %s counts things, not asks', (text, expected) => expect(topic(text)).toBe(expected));
  it('a rewrite follows up on the topic alone', () =>
    expect(rewriteText("I've already asked you about the deposit three times now.")).toBe(
      'Following up on the deposit.',
    ));
});
