import { hasTag } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Shapes of a clause that several kinds of hostility read.

export const JOINING_WORDS = new Set(['and', 'but', 'so', 'or']);
// Verbs of not following: "I don't get why …", "What part of … don't you understand?"
export const BAFFLED_VERBS = new Set(['understand', 'get', 'see']);

const VERDICT_FILLERS = new Set([
  'a',
  'an',
  'so',
  'such',
  'really',
  'very',
  'complete',
  'total',
  'utter',
  'just',
]);

// What something "is" ("is a mess", "I'm so angry"), the word after a copula and its fillers.
export function isComplement(clause: ClauseFacts, index: number): boolean {
  let before = index - 1;
  while (VERDICT_FILLERS.has(clause.tokens[before]?.normal ?? '')) before--;
  return hasTag(clause.tokens[before], 'Copula');
}
