import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// A consequence that followed an order ("…, otherwise payroll can't …") starts its own sentence
// once the order becomes a question (realise-sentences.ts, startSentence). Messages written for
// this test.

describe('a consequence after a converted order', () => {
  for (const joint of ['otherwise', 'or', 'or else'])
    it(`starts "Otherwise, …" after "${joint}"`, () => {
      expect(rewrite(`Book the van by noon, ${joint} the depot gives it to another team.`)).toMatch(
        /\? Otherwise, the depot gives it to another team\./,
      );
    });

  it('a reason after the order stays inside the question (near miss)', () => {
    expect(rewrite('Book the van by noon, because the depot closes early.')).toMatch(
      /by noon, because the depot closes early\?/,
    );
  });
});
