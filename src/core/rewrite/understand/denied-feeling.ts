import { hasTag, isWord, joinTokens, type Token, tokenizeSentences } from '../parse/tokens.ts';
import { scoreOfWord } from './clause-facts.ts';

// Rule "not-this-just-that": "I'm not angry, just disappointed that you forgot to pick her up": one
// feeling denied to make another weigh more is a guilt frame; the feeling the writer owns stays,
// said plainly ("I'm disappointed that you forgot to pick her up"), and nothing is swapped for a
// different feeling. Near misses: "I'm not angry about the car" (nothing set against it) and "I'm
// not sure, just guessing" (no feeling word: AFINN scores neither).
export function ownedFeelingOnly(tokens: readonly Token[]): Token[] | null {
  const words = tokens.filter(isWord);
  const notAt = words.findIndex((token) => token.normal === 'not');
  if (notAt < 1 || words[0]?.normal !== 'i' || !hasTag(words[notAt - 1], 'Copula')) return null;
  const denied = words[notAt + 1];
  const justAt = notAt + 2;
  const owned = words[justAt + 1];
  if (!denied || !owned || words[justAt]?.normal !== 'just') return null;
  if (scoreOfWord(denied.normal) >= 0 || scoreOfWord(owned.normal) >= 0) return null;
  const rest = joinTokens(tokens.slice(tokens.indexOf(owned))).trim();
  return tokenizeSentences(`I'm ${rest}`)[0] ?? null;
}
