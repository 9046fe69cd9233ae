import learned from './learned-edits.generated.json';

// What people did to each word when they rewrote real toxic sentences (ParaDetox, learned by
// `npm run train:detox`): how often they deleted or replaced it, and with what. Words they kept in
// more than three cases of four are not listed: a word not here is a word people keep.
// What people did to runs of words is in learned-phrases.ts: only the rewrite reads it, so the
// browser's tone reading, which reads this table, loads without it (scripts/engine-libraries.ts).

type WordRow = [number, number, number, string[]];
const WORDS = learned.words as unknown as Readonly<Record<string, WordRow>>;

export interface LearnedWord {
  readonly seen: number;
  // The share of its uses that people deleted or replaced.
  readonly changeRate: number;
  readonly deleteRate: number;
  // What people most often wrote in its place, when they replaced it.
  readonly replacement: string | undefined;
  // Up to three of those, most common first.
  readonly replacements: readonly string[];
}

export function learnedWord(word: string): LearnedWord | undefined {
  const row = WORDS[word];
  if (!row) return undefined;
  const [seen, deleted, replaced, texts] = row;
  return {
    seen,
    changeRate: (deleted + replaced) / seen,
    deleteRate: deleted / seen,
    replacement: texts[0],
    replacements: texts,
  };
}
