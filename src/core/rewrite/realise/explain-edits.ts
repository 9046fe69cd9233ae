import { HOSTILITY_LABELS, REWRITE_EXPLANATIONS as TEXT } from '../../catalog/rewrite-explanations.ts';
import type { EditNote } from './notes.ts';

// The explanation lists what changed and why, one short line per kind of change.

const sentenceList = (numbers: readonly number[]) => {
  const unique = [...new Set(numbers)].sort((a, b) => a - b);
  if (unique.length === 1) return `sentence ${unique[0]}`;
  return `sentences ${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
};

const quoteList = (words: readonly string[]) => [...new Set(words)].map((word) => `“${word}”`).join(', ');

export interface ExplainInput {
  readonly notes: readonly EditNote[];
  readonly timeLimits: readonly string[];
  readonly extra: readonly string[];
}

export function explainEdits({ notes, timeLimits, extra }: ExplainInput): string {
  const lines: string[] = [];
  const of = <K extends EditNote['kind']>(kind: K) =>
    notes.filter((note): note is Extract<EditNote, { kind: K }> => note.kind === kind);
  const dropped = of('dropped');
  for (const reason of [...new Set(dropped.map((note) => note.reason))])
    lines.push(
      TEXT.dropped(
        HOSTILITY_LABELS[reason],
        sentenceList(dropped.filter((note) => note.reason === reason).map((note) => note.sentence)),
      ),
    );
  const observed = of('observed');
  if (observed.length > 0) lines.push(TEXT.observed(sentenceList(observed.map((note) => note.sentence))));
  const consequences = of('consequence');
  if (consequences.length > 0)
    lines.push(TEXT.statedConsequence(sentenceList(consequences.map((note) => note.sentence))));
  const requests = of('request');
  if (requests.length > 0) lines.push(TEXT.request(sentenceList(requests.map((note) => note.sentence))));
  const swearing = of('swearing');
  if (swearing.length > 0) lines.push(TEXT.swearing(sentenceList(swearing.map((note) => note.sentence))));
  const harsh = of('harsh');
  if (harsh.length > 0) lines.push(TEXT.harshWords(sentenceList(harsh.map((note) => note.sentence))));
  const reproach = of('reproach');
  if (reproach.length > 0) lines.push(TEXT.reproach(quoteList(reproach.map((note) => note.word))));
  if (of('shouting').length > 0) lines.push(TEXT.shouting);
  if (of('punctuation').length > 0) lines.push(TEXT.punctuation);
  for (const swap of of('swap')) lines.push(TEXT.swap(swap.from, swap.to));
  if (timeLimits.length > 0 && lines.length > 0)
    lines.push(TEXT.keptTimeLimit([...new Set(timeLimits)].join(', ')));
  lines.push(...extra);
  return lines.length > 0 ? lines.join('\n') : TEXT.alreadyKind;
}
