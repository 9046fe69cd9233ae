import { hasTag, isWord } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { isLearnedPutDown } from './put-down-labels.ts';
import { THING_POINTERS } from './superlative-verdict.ts';

// Rule "put-down-verdict": "That is rubbish.", "Your report was garbage.", "This is utter crap":
// the reader's thing, or "this"/"that"/"it", and after the linking verb nothing but a put-down
// people removed when they rewrote real toxic text (ParaDetox) or a lexicon lists. The clause
// gives no reason and nothing to act on, so it goes like venting while the news and the ask
// beside it stay; the word pass only made it "Your report was bad." Near misses: "That is
// awful news" (a noun after the word: it describes the news), "The weather is terrible" (no
// pointer at the reader's thing or this/that), "That is fine" (no put-down), "This is awful"
// (AFINN -3, but people kept "awful" in half its uses: how bad, not a put-down).
const LINKING = new Set(['is', 'are', 'was', 'were', "'s", 's']);
const STRESS = new Set(['a', 'an', 'total', 'complete', 'absolute', 'utter', 'pure', 'such', 'so', 'just']);

export function putDownVerdict(clause: ClauseFacts): boolean {
  const words = clause.tokens.filter(isWord);
  const link = words.findIndex((token) => LINKING.has(token.normal) || hasTag(token, 'Copula'));
  if (link < 1 || link > 3) return false;
  if (!THING_POINTERS.has(words[0]?.normal ?? '')) return false;
  const after = words.slice(link + 1);
  const verdict = after.at(-1);
  if (!verdict || !after.slice(0, -1).every((token) => STRESS.has(token.normal))) return false;
  return (hasTag(verdict, 'Adjective') || hasTag(verdict, 'Noun')) && isLearnedPutDown(verdict.normal);
}
