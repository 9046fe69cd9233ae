// Word alignment of a toxic sentence with a person's rewrite of it, for train:detox: which words
// they kept, deleted, or replaced and with what. Words are lower-cased, hyphenated compounds stay
// one word ("half-assed"), and split contractions are joined ("don 't" -> "don't").

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export const detoxWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/\s+(['’](?:s|t|re|ve|ll|d|m))\b/g, '$1')
    .match(WORD) ?? [];

export interface Alignment {
  // How many toxic words the rewrite kept.
  readonly kept: number;
  // One entry per toxic word: null kept, '' deleted, or the words that took its place.
  readonly edits: readonly (string | null)[];
  // Each run of toxic words that did not survive, [from, to), and what stood in its place.
  readonly gaps: readonly { readonly from: number; readonly to: number; readonly text: string }[];
}

// Longest common subsequence; each gap between kept words is a deletion (nothing on the rewrite's
// side) or a replacement. In a replaced run of several words the last is taken as the head that
// was replaced ("fucking idiot" -> "person") and the ones before it as deleted.
export function alignWords(toxic: readonly string[], neutral: readonly string[]): Alignment {
  const rows = toxic.length + 1;
  const cols = neutral.length + 1;
  const table = new Uint16Array(rows * cols);
  for (let i = toxic.length - 1; i >= 0; i--)
    for (let j = neutral.length - 1; j >= 0; j--)
      table[i * cols + j] =
        toxic[i] === neutral[j]
          ? (table[(i + 1) * cols + j + 1] as number) + 1
          : Math.max(table[(i + 1) * cols + j] as number, table[i * cols + j + 1] as number);
  const edits: (string | null)[] = [];
  let kept = 0;
  let i = 0;
  let j = 0;
  let gapToxic: number[] = [];
  let gapNeutral: string[] = [];
  const gaps: { from: number; to: number; text: string }[] = [];
  const closeGap = () => {
    const [first] = gapToxic;
    if (first !== undefined)
      gaps.push({ from: first, to: first + gapToxic.length, text: gapNeutral.slice(0, 3).join(' ') });
    gapToxic.forEach((index, position) => {
      const head = position === gapToxic.length - 1;
      edits[index] = head && gapNeutral.length > 0 ? gapNeutral.slice(0, 3).join(' ') : '';
    });
    gapToxic = [];
    gapNeutral = [];
  };
  while (i < toxic.length || j < neutral.length) {
    if (i < toxic.length && j < neutral.length && toxic[i] === neutral[j]) {
      closeGap();
      edits[i] = null;
      kept++;
      i++;
      j++;
    } else if (
      j >= neutral.length ||
      (i < toxic.length && (table[(i + 1) * cols + j] as number) >= (table[i * cols + j + 1] as number))
    ) {
      gapToxic.push(i);
      i++;
    } else {
      gapNeutral.push(neutral[j] as string);
      j++;
    }
  }
  closeGap();
  return { kept, edits, gaps };
}
