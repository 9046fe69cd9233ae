import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';
import { endsWithClosingSymbol } from './sentence-end.ts';

describe('rule "symbol-ends-sentence": an emoji or a typed face already ends a sentence', () => {
  it.each(['See you at the party 🎉', 'Good luck today 👍🏽', 'thanks for that :)', 'miss you <3'])(
    '%s',
    (text) => expect(endsWithClosingSymbol(text)).toBe(true),
  );
  it.each(['Meet at gate 4', 'the file (v2)', 'ratio 3:1'])('near miss: %s takes a full stop', (text) =>
    expect(endsWithClosingSymbol(text)).toBe(false),
  );
  it('no full stop lands after an emoji in a rewrite', () =>
    expect(rewriteText('Send me the slides ASAP 🙏')).not.toMatch(/🙏\./u));
});

describe('a request keeps a closing emoji after its question mark', () => {
  it.each([
    ['Pick up the cake on your way 🎂', /on your way\? 🎂/u],
    ['Save me a seat at the front :)', /at the front\? :\)/],
  ])('%s', (text, expected) => expect(rewriteText(text)).toMatch(expected));
  it('near miss: a ratio is no face', () => expect(rewriteText('Mix the paint 3:1!!')).toMatch(/3:1\?/));
});
