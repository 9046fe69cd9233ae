import { clausesOf, mapClauses } from './line-clauses.ts';
import type { ClauseModel, LineModel } from './message-model.ts';

// Rule "praise-before-a-mock": "Great work on the report. Only took you three weeks longer than
// everyone else.", "Lovely job. Took you long enough.": bare praise said just before a mock of the
// same reader is the set-up of the mock; sent alone, the telling-off became praise. It goes with
// the mock. Near misses: "Great work on the report. Could you add the Q3 figures?" (an ask after
// it: real praise) and praise that names a fact ("Great work on the 40-page report") stays.
const MAX_PRAISE_WORDS = 6;

const isBarePraise = (clause: ClauseModel) =>
  clause.hostility === null &&
  clause.ask === null &&
  !clause.hasFact &&
  clause.sentiment > 0 &&
  clause.words.length <= MAX_PRAISE_WORDS &&
  [...clause.scores.values()].every((score) => score >= 0);

export function withPraiseBeforeMock(lines: LineModel[]): LineModel[] {
  const clauses = clausesOf(lines);
  const setUps = new Set(
    clauses.filter((clause, index) => isBarePraise(clause) && clauses[index + 1]?.hostility === 'sarcasm'),
  );
  if (setUps.size === 0) return lines;
  return mapClauses(lines, (clause) => (setUps.has(clause) ? { ...clause, hostility: 'sarcasm' } : clause));
}
