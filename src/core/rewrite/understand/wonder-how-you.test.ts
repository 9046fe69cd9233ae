import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite } from '../test-support.ts';

describe('rule "wonder-how-you-managed": wonder at how the reader did harm is told as what happened', () => {
  it.each([
    ["I don't know how you managed to break the build. Fix it before standup.", /^The build was broken\./],
    [
      "I can't understand how you could lose the van keys. Call the locksmith today.",
      /^You lost the van keys\.|^The van keys were lost\./,
    ],
  ])('%s', (text, expected) => expect(rewrite(text)).toMatch(expected));

  leavesAsWritten(
    [
      // Nothing bad: praise.
      "I don't know how you managed to fix it so fast, thank you!",
      // No reader.
      "I don't know how to fix the boiler.",
    ],
    'near miss: %s stays',
  );
});
