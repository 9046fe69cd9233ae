import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "spelt-out-question": "wtf" before a verb keeps its "what"', () => {
  it('"wtf r u doing??" asks what', () =>
    expect(rewriteText('wtf r u doing??')).toMatch(/^What r u doing\?/));
  it('near miss: "wtf, the train is late again." is an exclamation, and goes', () =>
    expect(rewriteText('wtf, the train is late again.')).toBe('The train is late again.'));
});
