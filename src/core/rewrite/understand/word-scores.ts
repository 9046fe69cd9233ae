import Sentiment from 'sentiment';
import { hasTag, type Token } from '../parse/tokens.ts';
import { describesThingState } from './thing-states.ts';

// The AFINN score of each word of a clause (the `sentiment` package), read as the clause uses the
// word: a name, a preposition or the state of a thing carries no feeling, and a denied bad word
// ("no worries") no bad news.

const sentiment = new Sentiment();

// The AFINN score of one word (0 when the lexicon has none).
export const scoreOfWord = (word: string): number => (word === '' ? 0 : sentiment.analyze(word).score);

// AFINN lists one form of a noun: "excuse" but not "excuses". (Verbs keep their own form: "paid"
// is not AFINN's "pay", and "crashing" is not always "crash".)
function scoreOfOtherForm(token: Token): number | undefined {
  if (!hasTag(token, 'Plural')) return undefined;
  for (const form of [token.normal.replace(/s$/, ''), token.normal.replace(/es$/, '')]) {
    const score = form === token.normal ? 0 : scoreOfWord(form);
    if (score !== 0) return score;
  }
  return undefined;
}

const DENIALS = new Set(['no', 'not', 'without', 'never']);
const ARTICLES = new Set(['a', 'an', 'any', 'the']);
// Rule "denied-state": "you're not in trouble", "not at fault", "not to blame": a preposition that
// puts the reader in a state stands between the denial and the bad word, and it is denied all the
// same. Near miss: "not for the trouble it caused" is no state (only these prepositions, no verb).
const STATE_PREPOSITIONS = new Set(['in', 'at', 'to']);

// "no worries", "not a problem", "no harm done": a denied bad word is no bad news. AFINN scores
// "no" -1 and "worries" -3, and the sentiment package only flips a word right after "not"-words.
// Returns whether it denied any: the clause's negation is then spent on a bad word.
function denyNegatives(tokens: readonly Token[], scores: Map<number, number>): boolean {
  let denied = false;
  tokens.forEach((_, index) => {
    if ((scores.get(index) ?? 0) >= 0) return;
    let before = index - 1;
    if (ARTICLES.has(tokens[before]?.normal ?? '')) before--;
    if (STATE_PREPOSITIONS.has(tokens[before]?.normal ?? '')) before--;
    if (!DENIALS.has(tokens[before]?.normal ?? '')) return;
    // "not care" is scored bad only because the sentiment package flips "care" after "not": that
    // denies nothing bad, and "don't care" stays as bad as the package scored it.
    if (scoreOfWord(tokens[index]?.normal ?? '') >= 0) return;
    scores.set(index, 0);
    if (scores.has(before)) scores.set(before, 0);
    denied = true;
  });
  return denied;
}

// Rule "a-name-has-no-feeling": "Hey Rob, can you look at the garage?" scored -2 for AFINN's verb
// "rob" and was read as a hostile question; "Hi Joy" scored +3. A word the parser knows as a
// person's name (compromise's Person tag), or a capitalised proper noun past the clause's first
// word, names someone and carries no feeling. Near misses: "They rob people" (a verb) and
// "Stupid Rob broke it" (the adjective still counts).
function isName(tokens: readonly Token[], index: number, firstWord: number): boolean {
  const token = tokens[index];
  if (hasTag(token, 'Person')) return true;
  return hasTag(token, 'ProperNoun') && /^\p{Lu}/u.test(token?.text ?? '') && index > firstWord;
}

// Scores by token position, and whether a denial was spent on a bad word. `firstWord`: where the
// clause's words start after its fillers (clause-facts.ts).
// Rule "effort-is-no-fault": "You've worked so hard for this", "she tried really hard": "hard"
// after a verb of doing says how much effort went in, no fault (scored 0, not praise: "clearly" beside praise reads as irony); AFINN's -1 is for the
// difficulty ("This is hard", "The exam was so hard", after a copula), and read there, the
// encouragement was dropped as blame. Near misses: "It's hard to say" and "That was hard" keep -1.
const EFFORT_SCORE = 0;
function isEffort(tokens: readonly Token[], index: number): boolean {
  if (tokens[index]?.normal !== 'hard') return false;
  let at = index - 1;
  while (at >= 0 && hasTag(tokens[at], 'Stress')) at--;
  const verb = tokens[at];
  return (
    hasTag(verb, 'Verb') &&
    !hasTag(verb, 'Copula') &&
    !hasTag(verb, 'Auxiliary') &&
    scoreOfWord(verb?.normal ?? '') >= 0
  );
}

export function scoreWords(
  tokens: readonly Token[],
  text: string,
  firstWord: number,
): { scores: Map<number, number>; deniesBadWord: boolean } {
  // Rule "curly-negation": the sentiment package flips a word after "don't", not after "don’t" as
  // phones type it; both are read alike.
  const calculation = sentiment.analyze(text.replace(/’/g, "'")).calculation as Array<Record<string, number>>;
  const scoreOf = new Map<string, number>();
  for (const entry of calculation)
    for (const [word, score] of Object.entries(entry)) scoreOf.set(word, score);
  const scores = new Map<number, number>();
  tokens.forEach((token, index) => {
    // "felt like an attack": AFINN's +2 is for the verb "like", not the preposition.
    const comparison = token.normal === 'like' && hasTag(tokens[index - 1], 'Verb');
    if (hasTag(token, 'Preposition') || hasTag(token, 'Conjunction') || comparison) return;
    // "the dirty mugs": the state of a thing, no feeling (thing-states.ts).
    if (describesThingState(tokens, index, scoreOfWord)) return;
    if (isName(tokens, index, firstWord)) return;
    if (isEffort(tokens, index)) {
      scores.set(index, EFFORT_SCORE);
      return;
    }
    const score = scoreOf.get(token.normal) ?? scoreOfOtherForm(token);
    if (score !== undefined) scores.set(index, score);
  });
  return { scores, deniesBadWord: denyNegatives(tokens, scores) };
}
