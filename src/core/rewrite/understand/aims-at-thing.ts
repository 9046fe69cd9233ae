import { hasTag, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { isSwearWord } from './profanity.ts';
import { WRITER_OBJECTS } from './writer-words.ts';

// "your stupid car", "the missing test results": an adjective before a plain noun describes the
// thing; before an insult ("stupid idiot") it adds to the insult.
export const aimsAtThing = (clause: ClauseFacts, index: number): boolean =>
  hasTag(clause.tokens[index], 'Adjective') &&
  hasTag(clause.tokens[index + 1], 'Noun') &&
  (clause.scores.get(index + 1) ?? 0) >= 0 &&
  !isSwearWord(clause.tokens[index + 1] as Token);

// Rule "feeling-toward-writer": "Are you mad at me?", "You're upset with us": the word names how
// the reader feels about the writer, which the writer asks about or owns; it judges nobody. "Are you
// stupid?" has no one the feeling is toward, and judges the reader.
const TOWARD = new Set(['at', 'with', 'in', 'about']);
export const feelsTowardWriter = (tokens: readonly Token[], index: number) =>
  TOWARD.has(tokens[index + 1]?.normal ?? '') && WRITER_OBJECTS.has(tokens[index + 2]?.normal ?? '');

// The clause's AFINN sentiment without the words that only describe a thing or how the reader
// feels toward the writer: what it says against people. "What do you need from me on the missing
// results?" is not loaded by "missing", nor "Are you mad at me?" by "mad".
export function sentimentAboutPeople(clause: ClauseFacts): number {
  let sum = 0;
  for (const [index, score] of clause.scores)
    if (!aimsAtThing(clause, index) && !feelsTowardWriter(clause.tokens, index)) sum += score;
  return sum;
}
