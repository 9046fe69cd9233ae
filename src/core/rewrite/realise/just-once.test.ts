import { describe, expect, it } from 'vitest';
import { rewritesTo, rewriteText } from '../test-support.ts';

describe('rule "once-counts-a-failure": "just once" and "for once" go whole', () => {
  rewritesTo([
    [
      'Could you maybe, just once, load the dishwasher properly?',
      'Could you maybe load the dishwasher properly?',
    ],
    ['Could you just once reply on time?', 'Could you reply on time?'],
  ]);
  it('near miss: "once" that opens a clause is a "when"', () =>
    expect(rewriteText('Call me once you land.')).toMatch(/once you land/));
});
