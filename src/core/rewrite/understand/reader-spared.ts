import type { ClauseFacts } from './clause-facts.ts';

// Rule "reader-spared": "You shouldn't have to pay for parking", "You should never need to ask":
// a duty lifted off the reader takes their side. It is neither an order to turn into a request nor
// blame to drop. Near misses: "You should pay for parking" (a duty laid on) and "You shouldn't
// park there" (a ban).
const LIFTING = new Set(['not', 'never']);
const DUTIES = new Set(['have', 'need']);

// The words after "should": "not have to", "never need to", "not have got to".
export const liftsDuty = (after: readonly string[]) =>
  LIFTING.has(after[0] ?? '') && DUTIES.has(after[1] ?? '') && after.slice(2, 4).includes('to');

export function sparesReader(clause: ClauseFacts): boolean {
  const words = clause.words;
  const at = words.findIndex((word, index) => word === 'you' && words[index + 1] === 'should');
  return at >= 0 && liftsDuty(words.slice(at + 2));
}
