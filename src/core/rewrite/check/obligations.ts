import { type ReadClause, type ReadSentence, verbStem } from './read-clauses.ts';

// "must" may become a request ("Could you send…?") or a need ("I need…"), never a maybe. An
// obligation of the original (a must, have to, need to or should, or a plain command) is weakened
// when every rewrite sentence that still carries its verb hedges it ("you may", "you could
// consider", "if you like", "optional").

export const OBLIGATION =
  /\b(?:must|ha(?:ve|s|d) to|need(?:s|ed)? to|(?:ha(?:ve|s)\s)?got to|gotta|required to|should|ought to|(?:is|are) due|mandatory)\b/i;
const HEDGE =
  /\b(?:may(?! i\b)|might|maybe|perhaps|possibly|optional(?:ly)?|feel free|if (?:you|we) (?:want|like|wish|prefer|feel like|can|get a chance)|if (?:it'?s )?possible|no need|(?:do|does)(?:n'?t| not) (?:have|need) to|not required|up to you|ideally|consider|at some point|(?:you|we) (?:could|can)(?! you\b))\b/i;
// "May" with a capital mid-sentence is the month, not a hedge.
const hideMonthMay = (text: string) => text.replace(/(?<![.!?]\s*|^)\bMay\b/g, 'MONTH');
const isHedged = (text: string) => HEDGE.test(hideMonthMay(text));

// Verbs that carry no task of their own: auxiliaries and the modals compromise lists as verbs.
export const NOT_A_TASK = new Set([
  'be',
  'have',
  'do',
  'need',
  'must',
  'should',
  'can',
  'could',
  'would',
  'will',
  'get',
  'got',
  'let',
  'please',
  'thank',
  'feel',
  'ought',
]);

export interface WeakenedObligation {
  readonly phrase: string;
}

function obligationVerbs(clause: ReadClause) {
  if (isHedged(clause.text)) return [];
  // The obligation word sits in the verb group itself ("must send", "have to cancel").
  return clause.verbs.filter(
    (verb) =>
      !verb.isNegated &&
      !verb.isSubordinate &&
      !verb.isPast &&
      (OBLIGATION.test(verb.text) || verb.isImperative) &&
      !NOT_A_TASK.has(verb.infinitive.split(/\s+/)[0] ?? ''),
  );
}

export function findWeakenedObligations(
  original: readonly ReadSentence[],
  rewrite: readonly ReadSentence[],
): WeakenedObligation[] {
  const verbs = original.flatMap((sentence) => sentence.clauses.flatMap(obligationVerbs));
  const weakened: WeakenedObligation[] = [];
  for (const verb of verbs) {
    const using = rewrite.filter((sentence) => sentence.stems.has(verbStem(verb)));
    if (using.length > 0 && using.every((sentence) => isHedged(sentence.text))) {
      weakened.push({ phrase: verb.text });
    }
  }
  return weakened;
}
