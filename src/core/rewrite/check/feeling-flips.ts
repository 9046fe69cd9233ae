import { scoreOfWord } from '../understand/clause-facts.ts';

// Rule "antonym-flip": "I'm not angry, I'm just disappointed." must never come back as "I'm not
// unhappy.": the rewrite denies a feeling the original never denied, while the original asserts a
// feeling of the same kind (AFINN valence of the same sign). Also caught: the rewrite denies a word
// the original asserted.

const DENIAL = /\b(?:not|never|no longer)\s+(?:\w+\s+)?([a-z]+)|n['’]t\s+(?:\w+\s+)?([a-z]+)/gi;
const WORD = /[a-z]+/gi;

function denied(text: string): Set<string> {
  const words = new Set<string>();
  for (const match of text.matchAll(DENIAL)) {
    const word = (match[1] ?? match[2] ?? '').toLowerCase();
    if (word && scoreOfWord(word) !== 0) words.add(word);
  }
  return words;
}

const sign = (word: string) => Math.sign(scoreOfWord(word));

export function findFlippedFeelings(original: string, rewrite: string): string[] {
  const deniedBefore = denied(original);
  const asserted = new Set(
    (original.toLowerCase().match(WORD) ?? []).filter(
      (word) => scoreOfWord(word) !== 0 && !deniedBefore.has(word),
    ),
  );
  return [...denied(rewrite)].flatMap((word) => {
    if (deniedBefore.has(word)) return [];
    const sameKind = [...asserted].some((other) => other === word || sign(other) === sign(word));
    return sameKind ? [`not ${word}`] : [];
  });
}
