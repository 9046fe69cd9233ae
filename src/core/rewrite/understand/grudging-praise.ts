import { isWord, type Token } from '../parse/tokens.ts';
import { scoreOfWord } from './clause-facts.ts';

// Rule "grudging-praise": "… but congrats I guess", "Well done, I suppose.", "great I guess": praise
// taken back by "I guess" or "I suppose" closing it is a shrug at the reader, sarcasm, and goes.
// Near misses: "I guess that works" (a verb and a thing after the praise: agreement), "Congrats
// on the new job!" (nothing taken back) and "I guess we're fine" (no praise word).
const JOINERS = new Set(['but', 'and', 'so']);
const HEDGES = new Set(['guess', 'suppose']);
const MAX_PRAISE_WORDS = 3;

// Words from `from` on: a joiner, one to three words with at least one of praise, then "I guess".
export function isGrudgingPraise(tokens: readonly Token[], from = 0): boolean {
  const words = tokens.slice(from).filter(isWord);
  const start = JOINERS.has(words[0]?.normal ?? '') ? 1 : 0;
  const hedgeAt = words.length - 1;
  if (!HEDGES.has(words[hedgeAt]?.normal ?? '') || words[hedgeAt - 1]?.normal !== 'i') return false;
  const praise = words.slice(start, hedgeAt - 1);
  return (
    praise.length > 0 &&
    praise.length <= MAX_PRAISE_WORDS &&
    praise.some((token) => scoreOfWord(token.normal) > 0) &&
    praise.every((token) => scoreOfWord(token.normal) >= 0)
  );
}
