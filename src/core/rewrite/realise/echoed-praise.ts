import type { ClauseModel } from '../understand/message-model.ts';

// Rule "echoed-praise": "Cool cool cool, so nobody booked the venue", "Great. Great great great.":
// a word of praise said over and over at the start of a clause is an eye-roll, not praise; it goes
// (with the "so" that hands over to the news) and the news stays. Near misses: "Cool, see you at
// 6" (said once), "Bye bye!" and "Thanks thanks!" (no score: a greeting or thanks repeated).
const HAND_OVER = new Set(['so', 'and']);

export function echoedPraise(clause: ClauseModel): number[] {
  const { tokens, scores } = clause;
  const first = tokens[0];
  if (!first || (scores.get(0) ?? 0) <= 0) return [];
  let end = 1;
  while (tokens[end]?.normal === first.normal) end++;
  if (end < 2) return [];
  if (HAND_OVER.has(tokens[end]?.normal ?? '')) end++;
  return Array.from({ length: end }, (_, at) => at);
}
