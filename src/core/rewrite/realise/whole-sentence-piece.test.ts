import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Rule "whole-sentence-piece" (realise-sentences.ts): a clause the rewrite tells as a sentence of
// its own ends the sentence, and the clause after it starts a new one. Messages written for this
// test.
describe('rule "whole-sentence-piece"', () => {
  it('a due date restated before "and now …"', () => {
    const rewritten = rewrite(
      'I need the signed lease today. You were supposed to post it on Monday and now the agent is chasing me.',
    );
    expect(rewritten).toMatch(/was due on Monday\. Now the agent is chasing me\./);
    expect(rewritten).not.toMatch(/\. and\b/);
  });
  it('"them" due back is told as "They were due back"', () =>
    expect(
      rewrite(
        'I need the car keys tonight. You were meant to bring them back on Sunday and now I can’t drive.',
      ),
    ).toMatch(/They were due back on Sunday\. Now I can’t drive\./));
  it('near miss: kept clauses joined by "and" stay one sentence', () =>
    expect(rewrite('The boiler is fixed and the engineer left the invoice on the table.')).toBe(
      'The boiler is fixed and the engineer left the invoice on the table.',
    ));
});
