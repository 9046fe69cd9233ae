import { hasTag, isWord } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { CONDITION_STARTS, GENERIC_OUTCOME_NOUNS, THREAT_OUTCOMES } from './cue-words.ts';

// "If the report isn't on my desk by 9am, there will be consequences": the condition names what
// is wanted, the outcome only threatens. An outcome that says what will happen ("the account will
// be suspended") is a real consequence and stays.

const FUTURE = new Set(['will', 'shall', 'gonna', 'going']);

export const isCondition = (clause: ClauseFacts): boolean => CONDITION_STARTS.has(clause.words[0] ?? '');

export function isVagueThreat(clause: ClauseFacts): boolean {
  if (!clause.words.some((word) => FUTURE.has(word)) || clause.hasFact) return false;
  const outcomeAt = clause.tokens.findIndex(
    (token, index) => THREAT_OUTCOMES.has(token.normal) || (clause.scores.get(index) ?? 0) <= -2,
  );
  if (outcomeAt < 0) return false;
  // Nothing else it names: no account, no squad, no landlord.
  return clause.tokens.every(
    (token, index) =>
      index === outcomeAt ||
      !isWord(token) ||
      !hasTag(token, 'Noun') ||
      hasTag(token, 'Pronoun') ||
      GENERIC_OUTCOME_NOUNS.has(token.normal),
  );
}
