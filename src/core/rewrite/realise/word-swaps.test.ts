import { describe, expect, it } from 'vitest';
import { joinTokens, tokenizeSentences } from '../parse/tokens.ts';
import { swapTriggerWords } from './word-swaps.ts';

const swapped = (text: string) =>
  joinTokens(swapTriggerWords(tokenizeSentences(text)[0] ?? []).tokens).trim();

describe('rule "need-agrees": the obligation keeps the form the writer\'s verb had', () => {
  it.each([
    ['I will have to leave at 6.', 'I will need to leave at 6.'],
    ['You just have to sign it.', 'You just need to sign it.'],
    ['She has to sign it.', 'She needs to sign it.'],
    ['We had to wait.', 'We needed to wait.'],
    ['The team must just sign it.', 'The team needs to just sign it.'],
    ['They must sign it.', 'They need to sign it.'],
  ])('%s -> %s', (text, expected) => expect(swapped(text)).toBe(expected));
  it.each(['You must have missed it.', 'I do not have to go.', "I don 't have to go."])(
    'near miss: %s is no present obligation',
    (text) => expect(swapped(text)).toBe(text),
  );
});
