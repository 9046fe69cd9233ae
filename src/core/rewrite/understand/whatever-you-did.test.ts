import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

describe('rule "whatever-you-did": the reader\'s unnamed act is told as "the changes", and what it did stays', () => {
  it('the ask after it still has its thing', () =>
    expect(rewriteText('Whatever you did to the rota broke the Friday shifts. Fix it today.')).toBe(
      'The changes to the rota broke the Friday shifts. Could you fix it today?',
    ));
  leavesAsWritten(
    ['Whatever you decide is fine.', 'Whatever you did, thanks!'],
    'near miss: %s is left as written',
  );
});
