import { hasTag, type Token } from '../parse/tokens.ts';
import { READER_WORDS } from './reader-words.ts';

// Rule "address-before-subject": "mum you're so selfish", "Sam you left the gate open": a bare noun
// straight before a subject pronoun addresses the reader; the pronoun is the subject. Near misses:
// "The man you met is here" (a determiner: the noun is the subject) and "Mum and I are going" (no
// pronoun straight after). One reading for the clause's subject (clause-facts.ts) and for whom a
// verdict is on (judges-reader.ts), so the two never disagree about who is addressed.

const SUBJECT_PRONOUN_WORDS = new Set([...READER_WORDS, 'i', 'we', 'they', 'he', 'she']);

// "honestly mum you're …", "mum honestly you never listen": stance words may stand around the
// address and the pronoun.
export const isStance = (token: Token | undefined): boolean =>
  hasTag(token, 'Adverb') || hasTag(token, 'Expression');

// Where the subject pronoun that the bare noun at `at` addresses stands, or -1.
export function addressedPronounAt(tokens: readonly Token[], at: number): number {
  const noun = tokens[at];
  if (!hasTag(noun, 'Noun') || hasTag(noun, 'Pronoun') || hasTag(noun, 'Determiner')) return -1;
  let pronounAt = at + 1;
  while (isStance(tokens[pronounAt])) pronounAt++;
  return SUBJECT_PRONOUN_WORDS.has(tokens[pronounAt]?.normal ?? '') ? pronounAt : -1;
}
