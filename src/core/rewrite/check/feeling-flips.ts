import { scoreOfWord } from '../understand/clause-facts.ts';

// Rule "antonym-flip": "I'm not angry, I'm just disappointed." must never come back as "I'm not
// unhappy.": the rewrite denies a feeling the original never denied, while the original asserts a
// feeling of the same kind (AFINN valence of the same sign). Also caught: the rewrite denies a word
// the original asserted.

const NEGATION = /^(?:not|never|no|n't|n’t)$/;
const WORD = /[a-z]+(?:n['’]t)?|n['’]t/gi;

// Words with a valence within two words after a negation ("not angry", "not so angry").
function denied(text: string): Set<string> {
  const words = (text.toLowerCase().match(WORD) ?? []).flatMap((word) =>
    /.n['’]t$/.test(word) ? [word.replace(/n['’]t$/, ''), "n't"] : [word],
  );
  const found = new Set<string>();
  words.forEach((word, index) => {
    if (!NEGATION.test(word)) return;
    for (const next of words.slice(index + 1, index + 3)) if (scoreOfWord(next) !== 0) found.add(next);
  });
  return found;
}

const sign = (word: string) => Math.sign(scoreOfWord(word));

export function findFlippedFeelings(original: string, rewrite: string): string[] {
  const deniedBefore = denied(original);
  const asserted = new Set(
    (original.toLowerCase().match(/[a-z]+/g) ?? []).filter(
      (word) => scoreOfWord(word) !== 0 && !deniedBefore.has(word),
    ),
  );
  return [...denied(rewrite)].flatMap((word) => {
    if (deniedBefore.has(word)) return [];
    const sameKind = [...asserted].some((other) => other === word || sign(other) === sign(word));
    return sameKind ? [`not ${word}`] : [];
  });
}
