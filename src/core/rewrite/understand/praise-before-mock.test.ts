import { describe, expect, it } from 'vitest';
import { TransformRequestSchema } from '../../schemas.ts';
import { rewriteMessage } from '../rewrite.ts';
import { leavesAsWritten } from '../test-support.ts';

const rewrite = (text: string) => rewriteMessage(TransformRequestSchema.parse({ originalMessage: text }));

describe('rule "praise-before-a-mock": bare praise before a mock of the reader is its set-up', () => {
  it('goes with the mock, and the explanation names the report, not the praise', () => {
    const result = rewrite('Great work on the report. Only took you three weeks longer than everyone else.');
    expect(result.generatedMessage).toBe('');
    expect(result.explanation).toContain('the report');
  });
  // Near misses: praise before an ask, and praise alone.
  leavesAsWritten(['Great work on the report. Could you add the Q3 figures?', 'Great work on the report!']);
});

describe('near miss of "praise-before-a-mock": a shrug in the same sentence leaves the thanks', () => {
  it('"Thanks for the flowers, I suppose." keeps the thanks', () =>
    expect(rewrite('Thanks for the flowers, I suppose.').generatedMessage).toBe('Thanks for the flowers.'));
});
