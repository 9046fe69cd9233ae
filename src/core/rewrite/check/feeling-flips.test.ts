import { describe, expect, it } from 'vitest';
import { findFlippedFeelings } from './feeling-flips.ts';

describe('rule "antonym-flip"', () => {
  it('catches "not angry, just disappointed" turned into "not unhappy"', () =>
    expect(findFlippedFeelings("I'm not angry, I'm just disappointed.", "I'm not unhappy.")).toEqual([
      'not unhappy',
    ]));
  it('catches a feeling the original asserted and the rewrite denies', () =>
    expect(findFlippedFeelings("I'm worried about the boiler.", "I'm not worried about the boiler.")).toEqual(
      ['not worried'],
    ));
  it.each([
    ["I'm not angry, I'm just disappointed.", "I'm not angry, I'm just disappointed."],
    ['No worries if not.', 'No worries if not.'],
    ["I'm worried about the boiler.", "I'm uneasy about the boiler."],
  ])('near miss: %s -> %s keeps the feeling', (original, rewrite) =>
    expect(findFlippedFeelings(original, rewrite)).toEqual([]),
  );
});
