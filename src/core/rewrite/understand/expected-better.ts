import { isWord, lemmaOf } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Rule "expected-better": "Frankly I expected better.", "I expected more from you", "I'd have
// hoped for better": the writer's let-down told as a comparison is a verdict on the reader with
// nothing to act on, and goes as venting; what was wrong is told beside it. Near misses: "I
// expected better weather" (a thing after the comparison: a plain remark), "I expect more
// guests at 8" (a thing counted) and "I expected it to be better" (no verdict on anyone).
const EXPECTING = new Set(['expect', 'hope', 'want']);
const COMPARING = new Set(['better', 'more']);
const FROM_READER = new Set(['from', 'of']);

export function expectedBetter(clause: ClauseFacts): boolean {
  if (clause.inQuestion || !clause.firstPersonSubject) return false;
  const words = clause.tokens.filter(isWord);
  const verbAt = words.findIndex((token) => EXPECTING.has(lemmaOf(token)));
  if (verbAt < 0) return false;
  const after = words.slice(verbAt + 1).filter((token) => token.normal !== 'for' && token.normal !== 'a');
  const compared = after[0];
  if (!compared || !COMPARING.has(compared.normal)) return false;
  const rest = after.slice(1);
  // Only the reader may follow: "from you", "of you", "of this team".
  return rest.length === 0 || (FROM_READER.has(rest[0]?.normal ?? '') && rest.length <= 3);
}
