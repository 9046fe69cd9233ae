import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "stress-goes-with-stand-in": a word that only stresses the insult goes with it', () => {
  it('"a complete moron" never leaves "a complete person"', () => {
    const out = rewriteText('this guy is a complete moron and should be fired');
    expect(out).not.toMatch(/complete/);
    expect(out).not.toMatch(/moron/);
    expect(out).toMatch(/should be fired/);
  });
  it('near miss: "a corrupt scumbag" keeps "corrupt", which says something', () =>
    expect(rewriteText('the mayor is a corrupt scumbag who only cares about money')).toMatch(/corrupt/));
});
