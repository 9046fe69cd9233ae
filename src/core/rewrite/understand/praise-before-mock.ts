import { mapClauses } from './line-clauses.ts';
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

// The mock is a sentence of its own: "Thanks for the flowers, I suppose" only shrugs at its own
// thanks (grudging-praise.ts), which stay.
export function withPraiseBeforeMock(lines: LineModel[]): LineModel[] {
  const sentences = lines.flatMap((line) => line.sentences);
  const setUps = new Set(
    sentences.flatMap((sentence, index) => {
      const last = sentence.clauses.at(-1);
      const next = sentences[index + 1]?.clauses[0];
      return last && isBarePraise(last) && next?.hostility === 'sarcasm' ? [last] : [];
    }),
  );
  if (setUps.size === 0) return lines;
  return mapClauses(lines, (clause) => (setUps.has(clause) ? { ...clause, hostility: 'sarcasm' } : clause));
}
