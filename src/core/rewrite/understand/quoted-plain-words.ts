import { hasTag } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { BAFFLED_VERBS } from './clause-shapes.ts';

// Rule "which-part-of-the-quote": "What part of 'end of day Monday' was unclear?", "Not sure which
// part of \"no shoes inside\" you found confusing.": the writer's own words, quoted back, asked to
// be the hard part: they were plain, so the question mocks the reader for missing them. What was
// said stays as a fact (plan/reproached-asks.ts, the quoted span). Near misses: "Which part of the
// brief was unclear? I can go over it." (nothing quoted: a real offer to explain) and "What part of
// 'Hamlet' are we reading?" (no word of being unclear).
const PART_ASKERS = new Set(['what', 'which']);
const OPENING_QUOTE = /['"‘“]$/u;
const UNCLEAR_WORDS = new Set(['unclear', 'confusing', 'confused', 'hard', 'difficult', 'complicated']);

export function asksWhichPartOfQuote(clause: ClauseFacts): boolean {
  const { tokens } = clause;
  const partAt = tokens.findIndex(
    (token, at) => token.normal === 'part' && PART_ASKERS.has(tokens[at - 1]?.normal ?? ''),
  );
  if (partAt < 0 || tokens[partAt + 1]?.normal !== 'of') return false;
  if (!OPENING_QUOTE.test(tokens[partAt + 2]?.pre ?? '')) return false;
  const rest = tokens.slice(partAt + 2);
  return rest.some(
    (token) => UNCLEAR_WORDS.has(token.normal) || (BAFFLED_VERBS.has(token.normal) && hasTag(token, 'Verb')),
  );
}
