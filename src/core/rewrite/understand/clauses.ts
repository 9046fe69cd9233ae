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
  if (first.normal === 'do' || first.normal === 'please' || first.normal === "don't") return true;
  // "you're" is two tokens, the second an empty "are": any verb, auxiliaries included.
  if (SUBJECT_PRONOUNS.has(first.normal))
    return tokens.slice(at + 1, at + 3).some((token) => hasTag(token, 'Verb'));
  // A noun phrase ("the delivery truck") straight followed by its verb ("arrives").
  let index = at;
  while (
    index < at + 4 &&
    ['Determiner', 'Adjective', 'Noun', 'Possessive'].some((tag) => hasTag(tokens[index], tag))
  ) {
    if (/[,;:]/.test(tokens[index]?.post ?? '')) return false;
    index++;
  }
  const verb = tokens[index];
  // "April right away": a singular noun takes "arrives", not a bare "right".
  const agrees =
    hasTag(tokens[index - 1], 'Plural') || !hasTag(verb, 'Infinitive') || hasTag(verb, 'Auxiliary');
  return index > at && hasTag(verb, 'Verb') && agrees;
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
    const emphaticTail =
      /,\s*$/.test(token.post) && tail.length === 2 && tail[0]?.normal === 'no' && hasTag(tail[1], 'Plural');
    const punctuationBreak =
      emphaticTail ||
      (/[,;:]\s*$|\s[-–—]\s*$/.test(token.post) &&
        hasVerb(previous) &&
        hasVerb(rest.slice(1)) &&
        startsClause(tokens, index + 1) &&
        isWord(token));
    if (punctuationBreak) {
      clauses.push(current);
      current = [];
    }
  });
  if (current.length > 0) clauses.push(current);
  return clauses;
}
