import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';
import { tokenizeSentences } from './tokens.ts';

const normals = (text: string) => (tokenizeSentences(text)[0] ?? []).map((token) => token.normal);

describe('rule "apostrophe-left-out": a contraction typed bare is the same two words', () => {
  it.each([
    ['theres a dent', ['there', 'is', 'a', 'dent']],
    ['youre late', ['you', 'are', 'late']],
    ['thats fine', ['that', 'is', 'fine']],
  ])('%s', (text, expected) => expect(normals(text)).toEqual(expected));
  it('the fact before a jab is then read apart, and stays', () =>
    expect(
      rewrite(
        "theres a dent in the back door and you didn't think to mention it? i need the details by friday",
      ),
    ).toMatch(/^Theres a dent in the back door\./));
  it.each([
    ['its lid is loose', 'its'],
    ['we cant', 'can'],
  ])('near miss: %s keeps "%s" as compromise reads it', (text, word) =>
    expect(normals(text)).toContain(word),
  );
});
