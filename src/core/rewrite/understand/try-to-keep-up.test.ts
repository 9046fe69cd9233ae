import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite, rewritesTo } from '../test-support.ts';

describe('rule "try-to-keep-up": told to try to keep pace or attend, the reader is called slow', () => {
  rewritesTo([
    [
      'The grant report is due November 30th. Please try to keep up.',
      'The grant report is due November 30th.',
    ],
    ['The form is on the portal. Maybe try listening for once.', 'The form is on the portal.'],
  ]);
  it('near miss: a thing and a time named is a real ask', () =>
    expect(rewrite('Please try to keep up with the reading list by Friday.')).toMatch(
      /reading list by Friday/,
    ));
  it('near miss: care, not a call for attention', () =>
    expect(rewrite('Try to relax this weekend.')).toMatch(/relax this weekend/));
});
