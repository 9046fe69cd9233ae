import { hasTag, isWord, type Token } from '../parse/tokens.ts';

// Splits a sentence into clauses, so that a blaming clause can go while the ask beside it stays
// ("Don't be a jerk, give back my headphones"). A split needs a verb on both sides: lists
// ("apples, pears and plums") and dates ("Thursday, 5pm") stay whole.

const CLAUSE_CONJUNCTIONS = new Set(['and', 'but', 'or', 'so', 'otherwise']);
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it', 'this', 'that', 'there']);

const hasVerb = (tokens: readonly Token[]) =>
  tokens.some((token) => hasTag(token, 'Verb') && !hasTag(token, 'Auxiliary') && token.text !== '');

// The words after `at` begin a clause of their own: a subject and a verb, or an imperative verb.
function startsClause(tokens: readonly Token[], at: number): boolean {
  const first = tokens[at];
  if (!first) return false;
  if (hasTag(first, 'Imperative') || (hasTag(first, 'Infinitive') && !hasTag(first, 'Noun'))) return true;
  if (first.normal === 'do' || first.normal === 'please' || first.normal === 'don\'t') return true;
  const subject = SUBJECT_PRONOUNS.has(first.normal) || hasTag(first, 'Noun') || hasTag(first, 'Determiner');
  return subject && hasVerb(tokens.slice(at, at + 5));
}

export function splitClauses(tokens: readonly Token[]): Token[][] {
  const clauses: Token[][] = [];
  let current: Token[] = [];
  tokens.forEach((token, index) => {
    const rest = tokens.slice(index);
    const isConjunction = CLAUSE_CONJUNCTIONS.has(token.normal) && current.length > 0;
    const breakBefore =
      isConjunction && hasVerb(current) && hasVerb(rest.slice(1)) && startsClause(tokens, index + 1);
    if (breakBefore) {
      clauses.push(current);
      current = [];
    }
    current.push(token);
    const previous = current;
    const tail = rest.slice(1);
    const emphaticTail = /,\s*$/.test(token.post) && tail.length === 2 && tail[0]?.normal === 'no' && hasTag(tail[1], 'Plural');
    const punctuationBreak =
      emphaticTail ||
      /[,;:]\s*$|\s[-–—]\s*$/.test(token.post) &&
      hasVerb(previous) &&
      hasVerb(rest.slice(1)) &&
      startsClause(tokens, index + 1) &&
      isWord(token);
    if (punctuationBreak) {
      clauses.push(current);
      current = [];
    }
  });
  if (current.length > 0) clauses.push(current);
  return clauses;
}
