import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite } from '../test-support.ts';

describe('rule "grudging-praise": praise taken back by "I guess" is a shrug, and goes', () => {
  it('the shrug after "but" goes, the news before it stays', () =>
    expect(rewrite('You shipped it a week late but congrats I guess. The client signed today.')).not.toMatch(
      /congrats|I guess/,
    ));
  leavesAsWritten(
    ['I guess that works.', 'Congrats on the new job!', "I guess we're fine for Friday."],
    'near miss: %s stays',
  );
});
