import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';
import { joinTokens, tokenizeSentences } from './tokens.ts';

const sentences = (text: string) => tokenizeSentences(text).map((tokens) => joinTokens(tokens).trim());

// Rule "acronym-ends-sentence" (tokens.ts). Messages written for this test.
describe('rule "acronym-ends-sentence"', () => {
  it('a full stop after an acronym ends the sentence', () =>
    expect(sentences('I passed it to HR. The form is due Monday.')).toEqual([
      'I passed it to HR.',
      'The form is due Monday.',
    ]));
  it('the deadline after a threat that ends on an acronym is kept', () =>
    expect(rewrite('Miss one more shift and I am reporting you to HR. The rota is due Friday 9am.')).toMatch(
      /The rota is due Friday 9am\./,
    ));
  it.each(['I saw Dr. Patel on Monday.', 'The bus came 2 hrs. late.'])(
    'near miss: %s is one sentence',
    (text) => expect(sentences(text)).toHaveLength(1),
  );
});
