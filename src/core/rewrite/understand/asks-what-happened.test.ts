import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Rule "asks-what-happened" (rhetorical-questions.ts): a question asking once for an account of an
// event is sincere, and a negative word about a thing doesn't load a question. Messages written
// for this test.

describe('asks-what-happened', () => {
  it('keeps "What happened?" after the facts it asks about', () => {
    expect(rewrite('The van never arrived and the stall stayed empty all morning. What happened?')).toMatch(
      /What happened\?$/,
    );
  });

  it('keeps a question about what went wrong with a thing', () => {
    expect(rewrite('What went wrong with the backup last night?')).toBe(
      'What went wrong with the backup last night?',
    );
  });

  it('still drops the exasperated or loaded forms (near misses)', () => {
    expect(rewrite('What now?')).toBe('');
    expect(rewrite('What is wrong with you?')).toBe('');
  });
});
