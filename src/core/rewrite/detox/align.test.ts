import { describe, expect, it } from 'vitest';
import { alignWords, detoxWords } from './align.ts';

describe('detoxWords', () => {
  it('joins split contractions and keeps hyphenated compounds', () => {
    expect(detoxWords("I don 't want a half-assed job .")).toEqual([
      'i',
      "don't",
      'want',
      'a',
      'half-assed',
      'job',
    ]);
  });
});

describe('alignWords', () => {
  it('marks kept, deleted and replaced words', () => {
    const alignment = alignWords(
      detoxWords('sell the fucking car you idiot'),
      detoxWords('sell the car you person'),
    );
    expect(alignment.edits).toEqual([null, null, '', null, null, 'person']);
    expect(alignment.kept).toBe(4);
  });
  it('gives a replaced run to its last word, the head', () => {
    const alignment = alignWords(detoxWords('they do not give a shit'), detoxWords('they do not care'));
    expect(alignment.edits).toEqual([null, null, null, '', '', 'care']);
    expect(alignment.gaps).toEqual([{ from: 3, to: 6, text: 'care' }]);
  });
});
