import { describe, expect, it } from 'vitest';
import { joinTokens, tokenizeSentences } from './tokens.ts';

const sentencesOf = (text: string) => tokenizeSentences(text).map((tokens) => joinTokens(tokens).trim());

describe('rule "texting-run-on": sentences texted without stops are read apart', () => {
  it.each([
    [
      'who ate my curry AGAIN i labelled it with my name on it and everything this is getting old',
      ['who ate my curry AGAIN?', 'i labelled it with my name on it and everything.', 'this is getting old'],
    ],
    [
      'why are you always late we said 7 and its 8 now',
      ['why are you always late?', 'we said 7 and its 8 now'],
    ],
    [
      'you said you would pay me back last month its now the 14th',
      ['you said you would pay me back last month.', 'its now the 14th'],
    ],
  ])('%s', (text, expected) => expect(sentencesOf(text)).toEqual(expected));

  // Near misses: a verb or a joining word before the subject, a noun before "we", "its" before a
  // noun, and a line with its own punctuation.
  it.each([
    'i think i need a break from all of this stuff today',
    'do you know what i mean about the thing with the car',
    'we should meet at the time we said before the match starts',
    'the dog wagged its tail at everyone who came in the door',
    'I labelled it, this is getting old and i am tired of it',
  ])('%s stays one sentence', (text) => expect(sentencesOf(text)).toHaveLength(1));
});
