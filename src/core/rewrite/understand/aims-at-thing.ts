import { hasTag, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { isSwearWord } from './profanity.ts';

// "your stupid car", "the missing test results": an adjective before a plain noun describes the
// thing; before an insult ("stupid idiot") it adds to the insult.
export const aimsAtThing = (clause: ClauseFacts, index: number): boolean =>
  hasTag(clause.tokens[index], 'Adjective') &&
  hasTag(clause.tokens[index + 1], 'Noun') &&
  (clause.scores.get(index + 1) ?? 0) >= 0 &&
  !isSwearWord(clause.tokens[index + 1] as Token);

// The clause's AFINN sentiment without the words that only describe a thing: what it says of
// people. "What do you need from me on the missing results?" is not loaded by "missing".
export function sentimentAboutPeople(clause: ClauseFacts): number {
  let sum = 0;
  for (const [index, score] of clause.scores) if (!aimsAtThing(clause, index)) sum += score;
  return sum;
}
