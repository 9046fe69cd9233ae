import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite } from '../test-support.ts';

describe('rule "kind-yes-no-asks": a yes/no question after the reader\'s state or time asks', () => {
  leavesAsWritten(
    ['Are you free now?', 'Are you ok?', 'Is everyone coming tonight?', 'Are you home?'],
    '%s stays',
  );
  it.each(['Are you serious?', 'Are you kidding me?'])('near miss: %s is disbelief, and goes', (text) =>
    expect(rewrite(text)).toBe(''),
  );
});
