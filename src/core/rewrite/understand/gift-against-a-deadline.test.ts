import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

describe('rule "gift-against-a-deadline": time given beside a time limit, or with an eye-roll "oh", mocks', () => {
  it('the mock goes and the time limit stays, with no false "take your time"', () => {
    const out = rewriteText('Sure, take your time. The invoice has to go out by noon Friday.');
    expect(out).not.toMatch(/take your time/i);
    expect(out).toMatch(/noon Friday/);
  });
  it('"Oh sure, take your time." alone mocks', () =>
    expect(rewriteText('Oh sure, take your time.')).not.toMatch(/take your time/i));
  leavesAsWritten(
    ['Sure, take your time!', 'Sure, take your time, Friday is fine.'],
    'near miss: %s is a gift, left as written',
  );
});
