import { joinTokens, type Token } from '../parse/tokens.ts';

// Rule "envy-keeps-its-grievance": "Must be nice to leave at 4 every day while the rest of us cover
// your shifts" resents something real: others cover for the reader. Dropped whole, it left
// "nothing to send" (blind readings 3 and 4); the envy goes and the grievance is told plainly,
// the burden first: "The rest of us cover your shifts while you leave at 4 every day." Only when
// it is all the message says: beside other news it still goes whole (envy-mock). Near
// misses: "It must be nice to have a garden!" (no burden named) and "Must be nice to be so
// relaxed" (no "while" half to keep).
const CONTRASTS = new Set(['while', 'whilst', 'whereas']);

// Token ranges of the envy's two halves: what the reader gets to do ("leave at 4 every day"), from
// `lotFrom` to the contrast word at `contrastAt`, and the burden on others after it.
export interface EnvyMarks {
  readonly lotFrom: number;
  readonly contrastAt: number;
}

// The halves as the writer typed them, without the punctuation that ended each.
export const readersLot = (tokens: readonly Token[], marks: EnvyMarks): string =>
  joinTokens(tokens.slice(marks.lotFrom, marks.contrastAt)).trim().replace(/[,;]$/u, '');
export const burdenOnOthers = (tokens: readonly Token[], marks: EnvyMarks): string =>
  joinTokens(tokens.slice(marks.contrastAt + 1))
    .trim()
    .replace(/[\s.!?…]+$/u, '');

export function envyAsObservation(tokens: readonly Token[]): EnvyMarks | null {
  const words = tokens.map((token) => token.normal);
  const start = words[0] === 'it' ? 1 : 0;
  if (words[start] !== 'must' || words[start + 1] !== 'be' || words[start + 3] !== 'to') return null;
  const contrastAt = words.findIndex((word, at) => at > start + 4 && CONTRASTS.has(word));
  if (contrastAt < 0 || contrastAt >= tokens.length - 2) return null;
  const marks = { lotFrom: start + 4, contrastAt };
  return readersLot(tokens, marks) && burdenOnOthers(tokens, marks) ? marks : null;
}
