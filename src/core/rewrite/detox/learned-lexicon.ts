import learned from './learned-edits.generated.json';

// What people did to each word when they rewrote real toxic sentences (ParaDetox, learned by
// `npm run train:detox`): how often they deleted or replaced it, and with what. Words they kept in
// more than three cases of four are not listed: a word not here is a word people keep.

type WordRow = [number, number, number, string[]];
const WORDS = learned.words as unknown as Readonly<Record<string, WordRow>>;
const AFTER = learned.after as unknown as Readonly<Record<string, string>>;
const PHRASES = learned.phrases as unknown as Readonly<Record<string, string>>;

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

// What people wrote for `word` right after `before` ("of shit" -> "thing"), when they did so twice.
export const learnedAfter = (before: string, word: string): string | undefined => AFTER[`${before} ${word}`];

// A run of two or three words people replaced or deleted as one ("give a shit" -> "care", "the
// fuck" -> ""), in at least a quarter of the times they met it. The longest that fits wins.
export function learnedPhrase(
  words: readonly string[],
  at: number,
): { readonly length: number; readonly text: string } | null {
  // Asked at every word of every clause the detox reads: the keys are built without slicing.
  const [first, second, third] = [words[at], words[at + 1], words[at + 2]];
  if (first === undefined || second === undefined) return null;
  const pair = `${first} ${second}`;
  const three = third === undefined ? undefined : PHRASES[`${pair} ${third}`];
  if (three !== undefined) return { length: 3, text: three };
  const two = PHRASES[pair];
  return two === undefined ? null : { length: 2, text: two };
}
