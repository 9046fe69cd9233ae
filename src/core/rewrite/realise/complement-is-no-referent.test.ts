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

describe('rule "whose-turn-it-is": "It\'s your week" names no thing', () => {
  it('the "it" stays after a dropped clause', () =>
    expect(rewrite("Cheers for 'cleaning' the bathroom. It's your week on the rota.")).toBe(
      "It's your week on the rota.",
    ));
  it('near miss: "it" with what the thing is takes the dropped thing', () =>
    expect(rewrite('Your draft is a mess again. It is due Friday.')).toMatch(/^Your draft is due Friday\./));
});
