import type { ClauseModel, LineModel } from './message-model.ts';

// Readings in the light of the whole message (read-in-context.ts, kind-reason.ts) look at every
// clause and re-tell some; the lines and sentences around them are rebuilt as they were.

export const clausesOf = (lines: readonly LineModel[]): ClauseModel[] =>
  lines.flatMap((line) => line.sentences.flatMap((sentence) => sentence.clauses));

// `all`: the clauses of the same sentence, for a reading that looks at its neighbours.
export const mapClauses = (
  lines: readonly LineModel[],
  change: (clause: ClauseModel, index: number, all: readonly ClauseModel[]) => ClauseModel,
): LineModel[] =>
  lines.map((line) => ({
    ...line,
    sentences: line.sentences.map((sentence) => ({ ...sentence, clauses: sentence.clauses.map(change) })),
  }));
