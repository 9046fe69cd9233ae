import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

describe('rule "counterfactual-reproach": "If you cared you\'d have called" accuses', () => {
  it('both halves go, the news stays', () =>
    expect(rewriteText("If you cared at all you'd have called. Dinner is at 7 on Sunday.")).toBe(
      'Dinner is at 7 on Sunday.',
    ));
  leavesAsWritten(
    ["If you need anything, I'd be glad to help.", "If it had rained, we'd have stayed in."],
    'near miss: %s is left as it was',
  );
});
