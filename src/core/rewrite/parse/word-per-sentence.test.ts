import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';
import { joinTokens, tokenizeSentences } from './tokens.ts';
import { withWordRunsJoined } from './word-per-sentence.ts';

const sentencesOf = (text: string) =>
  withWordRunsJoined(tokenizeSentences(text)).map((sentence) => joinTokens(sentence).trim());

describe('rule "word-per-sentence": one-word sentences typed for emphasis are one sentence', () => {
  it.each([
    ["stop. parking. in. my. spot. it's bay 14.", ['stop parking in my spot.', "it's bay 14."]],
    ['Do. Not. Touch. My. Stuff.', ['Do not touch my stuff.']],
  ])('%s', (text, expected) => expect(sentencesOf(text)).toEqual(expected));

  it('is then read as the order it is', () =>
    expect(rewrite('stop. parking. in. my. spot. it is bay 14.')).toMatch(
      /^Could you stop parking in my spot\?/,
    ));

  it.each([
    // Three words that each stand alone: no word that only builds a sentence.
    'Done. Sent. Thanks.',
    // Two one-word sentences are not a run.
    'Sent it. Thanks. Bye.',
  ])('near miss: %s keeps its sentences', (text) => expect(sentencesOf(text).length).toBe(3));
});
