import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "complement-is-no-referent": "it" after a dropped verdict stands for its subject', () => {
  it('"it" is the report, never "a mess"', () =>
    expect(rewrite('Your report is a mess again. The client wants it Friday.')).toBe(
      'The client wants your report Friday.',
    ));
  it('near miss: with no copula, the object is what "it" stands for', () =>
    expect(rewrite('You forgot the cake again. Bring it tomorrow.')).toMatch(/bring it tomorrow/i));
});
