import { isHostileSentence } from './hostility.ts';
import { NOT_A_TASK } from './obligations.ts';
import { type ReadClause, type ReadSentence, type ReadVerb, verbStem } from './read-clauses.ts';

// The ask is what the reader has to do: "send the NDA", "reschedule the call". A rewrite may turn
// a command into a request but must ask for the same thing, so the ask's own verb stays. Also
// caught: the rewrite keeps the verb only under a negation, as when a "say no" template makes the
// writer refuse the very task they were asking for ("I can't submit my timesheet").

const ANSWERING = new Set(['tell', 'answer', 'reply', 'respond', 'confirm']);
const REQUEST_QUESTION = /\b(?:can|could|would|will)\s+you\b/i;
const ASKS_READER = /\b(?:you (?:must|need to|have to|should)|i need you to|please)\b/i;

export interface ChangedAsk {
  readonly phrase: string;
  readonly isRefused: boolean;
}

function askVerbs(sentence: ReadSentence, clause: ReadClause) {
  const isAsk =
    (sentence.isQuestion && REQUEST_QUESTION.test(clause.text)) ||
    ASKS_READER.test(clause.text) ||
    clause.verbs.some((verb) => verb.isImperative && !verb.isNegated);
  if (!isAsk) return [];
  return clause.verbs.filter(
    (verb) =>
      // "Just tell me: are you coming?" asks for the answer to the question, not for telling.
      !(sentence.isQuestion && ANSWERING.has(verb.infinitive.split(/\s+/)[0] ?? '')) &&
      !verb.isNegated &&
      !verb.isSubordinate &&
      !verb.isPast &&
      !NOT_A_TASK.has(verb.infinitive.split(/\s+/)[0] ?? ''),
  );
}

// The writer refusing: a negated verb said by "I" or "we" in a main clause.
const isRefusal = (clause: ReadClause, verb: ReadVerb) =>
  verb.isNegated && !verb.isSubordinate && WRITER.test(clause.text);
const WRITER = /\b(?:i|we|i'm|we're|i've|we've|i'll|we'll)\b/i;

export function findChangedAsks(
  original: readonly ReadSentence[],
  rewrite: readonly ReadSentence[],
): ChangedAsk[] {
  const rewriteStems = new Set(rewrite.flatMap((sentence) => [...sentence.stems]));
  const rewriteVerbs = rewrite.flatMap((sentence) =>
    sentence.clauses.flatMap((clause) => clause.verbs.map((verb) => ({ clause, verb }))),
  );
  const changed: ChangedAsk[] = [];
  for (const sentence of original) {
    const asked = sentence.clauses.map((clause) => ({ clause, verbs: askVerbs(sentence, clause) }));
    // A sentence that asks nothing needs no reading for hostility, which may parse it (issue 24).
    if (asked.every(({ verbs }) => verbs.length === 0) || isHostileSentence(sentence.text)) continue;
    for (const { verbs } of asked) {
      if (verbs.length === 0) continue;
      const stems = new Set(verbs.map(verbStem));
      const phrase = verbs.map((verb) => verb.text).join(', ');
      if (![...stems].some((verbStemText) => rewriteStems.has(verbStemText))) {
        changed.push({ phrase, isRefused: false });
        continue;
      }
      const sameVerbs = rewriteVerbs.filter(({ verb }) => stems.has(verbStem(verb)));
      if (sameVerbs.length > 0 && sameVerbs.every(({ clause, verb }) => isRefusal(clause, verb))) {
        changed.push({ phrase, isRefused: true });
      }
    }
  }
  return changed;
}
