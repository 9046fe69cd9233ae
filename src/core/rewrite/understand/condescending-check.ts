import type { Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Rule "you-do-realise": "You do realise the deadline was last week, right?", "You do know the
// meeting is at 3?": checking that the reader knows something, with an emphatic "do" or a tag
// "right?", talks down to them; what they are said to know is the news, and stays as a statement
// ("The deadline was last week."). Near misses: "Do you know if the shop is open?" (a real
// question), "You know the shop closes at 5" (said plainly, no "do" and no tag).
const KNOWING = new Set(['realise', 'realize', 'know', 'understand', 'remember']);
const TAGS = new Set(['right', 'yeah', 'surely', 'yes']);

// Where what the reader is said to know starts, and where it ends (before a tag), or null.
export function checkedKnowledge(clause: ClauseFacts): { from: number; to?: number } | null {
  const { tokens, words } = clause;
  if (words[0] !== 'you') return null;
  const emphatic = words[1] === 'do' && KNOWING.has(words[2] ?? '');
  const tagAt = tokens.findLastIndex((token: Token) => TAGS.has(token.normal));
  const tagged = KNOWING.has(words[1] ?? '') && tagAt > 2 && clause.inQuestion;
  if (!emphatic && !tagged) return null;
  const verbAt = tokens.findIndex((token) => KNOWING.has(token.normal));
  const from = tokens[verbAt + 1]?.normal === 'that' ? verbAt + 2 : verbAt + 1;
  if (from >= tokens.length - 1) return null;
  return tagAt > from ? { from, to: tagAt } : { from };
}
