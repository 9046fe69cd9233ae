import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite } from '../test-support.ts';

describe('rule "not-this-just-that": a feeling denied to weigh another is a guilt frame', () => {
  it('the frame goes; what happened stays, and no feeling is swapped for another', () => {
    const out = rewrite(
      "I'm not angry, just disappointed that you forgot to pick up your sister from practice. She waited an hour.",
    );
    expect(out).toMatch(/pick up your sister from practice/);
    expect(out).not.toMatch(/not angry|unhappy|fed up/);
  });
  leavesAsWritten(["I'm not angry about the car.", "I'm not sure, just guessing."], 'near miss: %s stays');
});
