import { describe, expect, it } from 'vitest';
import { hasTag, tokenizeSentences } from './tokens.ts';

const tokenOf = (text: string, word: string) =>
  tokenizeSentences(text)
    .flat()
    .find((token) => token.normal === word || token.text === word);

describe('word categories are tags on the tokens, beside compromise’s own', () => {
  it('a word read as written is tagged with its category and keeps its part of speech', () => {
    const joke = tokenOf("You're a joke.", 'joke');
    expect(hasTag(joke, 'Laughable')).toBe(true);
    expect(hasTag(joke, 'Noun')).toBe(true);
  });
  it('a lemma category tags every form of the verb', () => {
    expect(hasTag(tokenOf("I'm escalating this to Priya.", 'escalating'), 'CarryingOnVerb')).toBe(true);
    expect(hasTag(tokenOf('We started proceedings.', 'started'), 'StartingVerb')).toBe(true);
  });
  it('a category of typed forms tags an emoji', () =>
    expect(hasTag(tokenOf('great job 🙄', '🙄'), 'TurningFace')).toBe(true));
  it('near miss: a word in no category gets no category tag', () => {
    const report = tokenOf('The report is late.', 'late');
    expect(
      [...(report?.tags ?? [])].some((tag) => ['Laughable', 'TimeAdverb', 'StateCheck'].includes(tag)),
    ).toBe(false);
  });
});
