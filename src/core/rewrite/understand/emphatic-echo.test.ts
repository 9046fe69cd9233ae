import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

describe('rule "emphatic-echo": a one-word sentence repeating the sentence before hammers it in', () => {
  it('the echo goes', () =>
    expect(rewriteText('Bring two chairs. TWO. The hall has none.')).toBe(
      'Could you bring two chairs? The hall has none.',
    ));
  leavesAsWritten(['Send the key. Thanks.', 'Is it Friday? Friday.'], 'near miss: %s is left as written');
});
