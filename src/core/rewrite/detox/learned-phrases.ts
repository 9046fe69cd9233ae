import learned from './learned-edits.generated.json';

// What people did to runs of words when they rewrote real toxic sentences (ParaDetox, learned by
// `npm run train:detox`), beside what they did to each word alone (learned-lexicon.ts). Apart from
// it because only the rewrite reads these: the browser bundles give each file only its own tables
// (scripts/engine-libraries.ts), and the tone reading loads without these.
const AFTER = learned.after as unknown as Readonly<Record<string, string>>;
const PHRASES = learned.phrases as unknown as Readonly<Record<string, string>>;

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
