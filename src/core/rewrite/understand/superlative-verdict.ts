import { hasTag, isWord, lemmaOf, type Token } from '../parse/tokens.ts';
import { type ClauseFacts, isRemovableReproach } from './clause-facts.ts';
import { READER_WORDS } from './reader-words.ts';
import { scoreOfWord } from './word-scores.ts';

// Rule "superlative-verdict": "You're the laziest housemate I've ever had", "That's the dumbest
// plan I've heard all year": a linking verb, then "the" and a superlative of a bad quality. AFINN
// lists "dumb" and "lazy" but not "dumbest" or "laziest", so the clause read as neutral and was
// sent as written. The superlative is read by its root (compromise's), and the verdict is sorted
// by whom it is on:
// - the reader ("you", "you're") with any bad quality: an insult, which goes whole;
// - the reader's thing or "this"/"that"/"it" with a plainly bad quality (AFINN -2 or worse):
//   a verdict with nothing to act on, which goes like venting while the news beside it stays.
// The word pass is not the fix: it deleted the superlative and left "That's the plan I've heard".
// Near misses: "That's the best plan" (a good quality), "That's the earliest slot we have" (no
// feeling), "That's the hardest part" (AFINN -1: a difficulty, not a verdict), "This has been the
// worst week" (the perfect "been": the writer's own time, told) and "The worst part is the
// commute" (the superlative is the subject, not the verdict).

const PRESENT_OR_PAST_COPULAS = new Set(['is', 'are', 'was', 'were', 'am']);
export const THING_POINTERS = new Set(['this', 'that', 'it', 'your', 'these', 'those']);
// A plainly bad quality: "dumb" -3, "stupid" -2, "worst" -3; "hard" -1 names a difficulty.
const PLAINLY_BAD = -2;

export type SuperlativeVerdict = 'on-reader' | 'on-thing';

const badnessOf = (token: Token) => Math.min(scoreOfWord(token.normal), scoreOfWord(lemmaOf(token)));

export function superlativeVerdict(clause: ClauseFacts): SuperlativeVerdict | null {
  const { tokens } = clause;
  const copula = tokens.findIndex(
    (token) => hasTag(token, 'Copula') && PRESENT_OR_PAST_COPULAS.has(lemmaOfCopula(token)),
  );
  if (copula < 1) return null;
  // "You're honestly the laziest …": a stress word after the verb only pushes the verdict.
  const the =
    tokens
      .slice(copula + 1)
      .findIndex((token, at) => isWord(token) && !isRemovableReproach(tokens, copula + 1 + at)) +
    copula +
    1;
  const superlative = tokens[the + 1];
  if (tokens[the]?.normal !== 'the' || !superlative || !hasTag(superlative, 'Superlative')) return null;
  const subject = tokens.slice(0, copula).filter(isWord);
  const first = subject[0]?.normal ?? '';
  // The empty token of a contraction ("you're", "that's") keeps the subject in the token before.
  if (subject.length === 1 && READER_WORDS.has(first)) return badnessOf(superlative) < 0 ? 'on-reader' : null;
  if (subject.length <= 3 && THING_POINTERS.has(first))
    return badnessOf(superlative) <= PLAINLY_BAD ? 'on-thing' : null;
  return null;
}

// compromise reads "'s" and "'re" as the copula with an empty text and their own normal form.
const lemmaOfCopula = (token: Token) => (token.normal === "'s" || token.normal === 's' ? 'is' : token.normal);
