import { hasTag, isWord, joinTokens, lemmaOf, type Token, tokenizeSentences } from '../parse/tokens.ts';
import { scoreOfWord } from './clause-facts.ts';
import { FAILING_VERBS } from './cue-words.ts';
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

// Rule "praised-how-you-failed": "I really loved how you skipped the summary", "Loved the way you
// ignored my email", "I appreciate how you forgot to tell me": praise for how the reader did
// something that went wrong is sarcasm around the fact; the praise goes and the fact is told
// plainly ("You skipped the summary."). The failure is read from the verb (AFINN in any form, or a
// verb of failing). Near misses: "I loved how you handled the client" (nothing failed: praise) and
// "I love how you never give up" (a failure denied: praise).
// (The tagger may read "loved" after "really" as an adjective, with no dictionary form.)
const PRAISING = new Set([
  'love',
  'like',
  'enjoy',
  'appreciate',
  'adore',
  'loved',
  'liked',
  'enjoyed',
  'appreciated',
]);
const MANNER = [['how'], ['the', 'way']];
export function praisedHowAsEvent(tokens: readonly Token[]): Token[] | null {
  const words = tokens.filter(isWord);
  const praiseAt = words.findIndex((token) => PRAISING.has(lemmaOf(token)));
  if (praiseAt < 0 || praiseAt > 3) return null;
  // Only the writer and words that stress may come before the praise ("I really loved").
  if (words.slice(0, praiseAt).some((token) => token.normal !== 'i' && !hasTag(token, 'Adverb'))) return null;
  const manner = MANNER.find((phrase) => phrase.every((word, k) => words[praiseAt + 1 + k]?.normal === word));
  if (!manner) return null;
  const youAt = praiseAt + 1 + manner.length;
  if (!['you', 'u'].includes(words[youAt]?.normal ?? '')) return null;
  const verb = words[youAt + 1];
  if (!verb || !hasTag(verb, 'Verb') || hasTag(verb, 'Negative')) return null;
  const lemma = lemmaOf(verb);
  // The verb as written when it is already past ("skipped": compromise conjugates "skip" as "skip").
  const past = hasTag(verb, 'PastTense') ? verb.normal : pastOf(lemma);
  const failed =
    FAILING_VERBS.has(lemma) || [lemma, verb.normal, past ?? ''].some((form) => scoreOfWord(form) < 0);
  if (!past || !failed) return null;
  const rest = joinTokens(tokens.slice(tokens.indexOf(verb) + 1)).trim();
  return tokenizeSentences(`You ${past} ${rest}`.trim())[0] ?? null;
}
