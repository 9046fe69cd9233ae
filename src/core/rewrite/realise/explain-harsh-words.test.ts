import { describe, expect, it } from 'vitest';
import { REWRITE_EXPLANATIONS as TEXT } from '../../catalog/rewrite-explanations.ts';
import { TransformRequestSchema } from '../../schemas.ts';
import { rewriteMessage } from '../rewrite.ts';

// "Removed the swearing" only where the writer swore: a harsh word that is no swearing is named as
// what it was. Messages written for this test.
const explain = (originalMessage: string) =>
  rewriteMessage(TransformRequestSchema.parse({ originalMessage })).explanation;

describe('explaining a harsh word that is no swearing', () => {
  it('says the harsh words were softened', () => {
    const explanation = explain('That is nonsense, the totals were checked twice.');
    expect(explanation).toContain(TEXT.harshWords('sentence 1'));
    expect(explanation).not.toContain(TEXT.swearing('sentence 1'));
  });
  it('near miss: swearing is still called swearing', () =>
    expect(explain('That is fucking nonsense, the totals were checked twice.')).toContain(
      TEXT.swearing('sentence 1'),
    ));
});
