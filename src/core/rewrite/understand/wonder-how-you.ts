import { isWord, joinTokens, lemmaOf, type Token, tokenizeSentences } from '../parse/tokens.ts';
import { scoreOfWord } from './clause-facts.ts';
import { pastOf } from './praise-for-a-failure.ts';

// Rule "wonder-how-you-managed": "I don't know how you managed to break the build with a one-line
// change", "I can't believe how you could lose the keys": wonder at how the reader did something
// bad is the accusation told sideways; what they did is the news ("You broke the build with a
// one-line change.", which blame then tells as what happened). Near misses: "I don't know how you
// managed to fix it so fast" (nothing bad: praise), "I don't know how to fix it" (no reader).
const WONDERING = new Set(['know', 'understand', 'see', 'imagine', 'believe', 'get']);
const ABLE = [['managed', 'to'], ['were', 'able', 'to'], ['could'], ['can']];

export function wonderAsEvent(tokens: readonly Token[]): Token[] | null {
  const words = tokens.filter(isWord);
  const howAt = words.findIndex((token, at) => token.normal === 'how' && at <= 5);
  if (howAt < 2 || !['you', 'u'].includes(words[howAt + 1]?.normal ?? '')) return null;
  const wonders =
    WONDERING.has(lemmaOf(words[howAt - 1] as Token)) &&
    words.slice(0, howAt).some((token) => token.normal === 'not' || /n['’]?t$/.test(token.text)) &&
    words[0]?.normal === 'i';
  if (!wonders) return null;
  const able = ABLE.find((phrase) => phrase.every((word, k) => words[howAt + 2 + k]?.normal === word));
  if (!able) return null;
  const verb = words[howAt + 2 + able.length];
  if (!verb) return null;
  const lemma = lemmaOf(verb);
  const past = pastOf(lemma);
  // AFINN may score only one form of a verb of harm ("broke" -1, "break" unscored).
  if (!past || [lemma, verb.normal, past].every((form) => scoreOfWord(form) >= 0)) return null;
  const rest = joinTokens(tokens.slice(tokens.indexOf(verb) + 1)).trim();
  return tokenizeSentences(`You ${past} ${rest}`.trim())[0] ?? null;
}
