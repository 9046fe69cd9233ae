import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

describe('rule "verdict-after-complaint": a lone verdict after a complaint goes', () => {
  it.each([
    ["The gas bill came in and you still haven't sent your half. Typical.", 'your half'],
    ["You still haven't returned the ladder. Unbelievable.", 'ladder'],
  ])('%s', (text, kept) => {
    const out = rewriteText(text);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(/typical|unbelievable/i);
  });
  leavesAsWritten(
    ['The parcel came this morning. Lovely.', 'Typical.', 'The tickets are booked. Perfect.'],
    'near miss: %s stays',
  );
});
