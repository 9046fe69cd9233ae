import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "verb-leaves-no-hole": a deleted verb after its helper takes its phrase with it', () => {
  it.each([
    ['its your turn again wednesday, dont screw it up', 'Its your turn wednesday'],
    ["don't fuck this up, the client is watching", 'The client is watching'],
  ])('%s', (text, expected) => expect(rewrite(text)).toMatch(new RegExp(`^${expected}`)));
  it('near miss: an adverb is deleted alone', () =>
    expect(rewrite('it was fucking great')).toBe('It was great'));
});

describe('rule "swear-phrasal-verb": a swear verb with "up" is "mess up"', () => {
  it.each([
    ['you fucked up the order again', /^You messed up the order/],
    ['he screwed it up again', /^He messed it up/],
  ])('%s', (text, expected) => expect(rewrite(text)).toMatch(expected));
  it.each(['you fucked up the order', 'he screwed it up again'])('%s leaves no hole', (text) =>
    expect(rewrite(text)).not.toMatch(/\bthing up\b|\bhe it up\b/i),
  );
});
