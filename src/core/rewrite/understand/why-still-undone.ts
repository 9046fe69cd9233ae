import { hasTag, isWord, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { isReaderWord } from './reader-words.ts';
import { WRITER_OBJECTS, WRITER_SUBJECTS, writerWords } from './writer-words.ts';

// Rule "why-still-undone": "Why is the report still not done?", "Why hasn't the invoice been paid
// yet?": a why-question about a thing that is overdue wants to know where it stands; the "why" and
// the "still" make it a reproach. Asked plainly it keeps the thing and the state: "Is the report
// done yet?", "Has the invoice been paid yet?". Near misses: "Why is the kitchen still a mess?" (no
// "not": nothing undone to ask after), "Why didn't the delivery come?" (the past: a real question),
// "Why haven't you paid it?" (the reader: asked for as a request, plan/reproached-asks.ts) and "Why
// is the 8:15 not stopping at Leeds?" (no "still" or "yet": a real question).

export interface OverdueThing {
  readonly aux: Token;
  readonly subject: readonly Token[];
  readonly state: readonly Token[];
}

const AUXILIARIES = new Set(['is', 'are', 'has', 'have', 'was', 'were']);
const OVERDUE = new Set(['still', 'yet']);
const WRITER = writerWords(WRITER_SUBJECTS, WRITER_OBJECTS);

export function overdueThing(clause: ClauseFacts): OverdueThing | null {
  // A why-sentence asks whatever it ends with: "WHY IS THIS STILL NOT DONE."
  const tokens = clause.tokens.filter((token) => isWord(token) || token.normal === 'not');
  const aux = tokens[1];
  if (tokens[0]?.normal !== 'why' || !aux || !AUXILIARIES.has(aux.normal)) return null;
  if (!clause.words.includes('not') || !clause.words.some((word) => OVERDUE.has(word))) return null;
  const rest = tokens.slice(2).filter((token) => token.normal !== 'not' || token.text !== '');
  const subjectEnd = rest.findIndex(
    (token) =>
      OVERDUE.has(token.normal) ||
      token.normal === 'not' ||
      (hasTag(token, 'Verb') && !hasTag(token, 'Noun')),
  );
  const subject = rest.slice(0, subjectEnd);
  const named = subject.some(
    (token) => hasTag(token, 'Noun') || ['this', 'that', 'it'].includes(token.normal),
  );
  if (
    subjectEnd < 1 ||
    !named ||
    subject.some((token) => isReaderWord(token.normal) || WRITER.has(token.normal))
  )
    return null;
  const state = rest
    .slice(subjectEnd)
    .filter((token) => !OVERDUE.has(token.normal) && token.normal !== 'not');
  // The state is a form of the verb ("done", "been paid", "fixed"), not a thing ("a mess").
  const verbal = state.every(
    (token) =>
      ['Verb', 'Adjective', 'Adverb', 'Preposition'].some((tag) => hasTag(token, tag)) &&
      !hasTag(token, 'Noun'),
  );
  return state.length > 0 && verbal ? { aux, subject, state } : null;
}
