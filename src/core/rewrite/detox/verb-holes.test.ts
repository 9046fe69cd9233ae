import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "verb-leaves-no-hole": a deleted verb after "don\'t" takes its phrase with it', () => {
  it('the jab goes whole, the news after it stays', () =>
    expect(rewrite('dont fuck with me, the rent is due friday')).toBe('The rent is due friday'));
  it('near miss: an adverb is deleted alone', () =>
    expect(rewrite('it was fucking great')).toBe('It was great'));
  it('near miss: with its "up", the verb is mended instead', () =>
    expect(rewrite('its your turn wednesday, dont screw it up')).toMatch(/dont mess it up$/));
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

describe('rule "linking-verb-keeps-its-adjective": "getting ridiculous" keeps its predicate', () => {
  it.each([
    [
      'I labelled it with my name. This is getting ridiculous.',
      'I labelled it with my name. This is getting bad.',
    ],
    ['the queue looks ridiculous', 'The queue looks bad'],
  ])('%s', (text, expected) => expect(rewrite(text)).toBe(expected));
  it('near miss: a toxic modifier before the adjective goes alone', () =>
    expect(rewrite('that gig looks fucking great')).toBe('That gig looks great'));
});

describe('rule "simile-goes-whole": a person-insult in a likeness goes with its "like a"', () => {
  it.each([
    [
      'I waited at the restaurant alone for an hour like an idiot.',
      'I waited at the restaurant alone for an hour.',
    ],
    ['I was standing outside like an idiot for 20 minutes.', 'I was standing outside for 20 minutes.'],
  ])('%s', (text, expected) => expect(rewrite(text)).toBe(expected));
  it('near miss: with no "like" the insult is no likeness', () =>
    expect(rewrite('I was standing outside like a total pro for 20 minutes.')).toBe(
      'I was standing outside like a total pro for 20 minutes.',
    ));
});
