import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

describe('rule "echoed-praise": praise said over and over is an eye-roll', () => {
  it('it goes with its "so" and the news stays', () =>
    expect(rewriteText('Cool cool cool, so nobody booked the van. The move is on the 14th.')).toBe(
      'Nobody booked the van. The move is on the 14th.',
    ));
  leavesAsWritten(['Cool, see you at 6.', 'Bye bye!'], 'near miss: %s is left as written');
});
