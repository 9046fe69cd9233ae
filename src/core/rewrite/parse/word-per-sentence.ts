import { hasTag, isWord, joinTokens, type Token, tokenizeSentences } from './tokens.ts';

// Rule "word-per-sentence": "stop. parking. in. my. spot.", "Do. Not. Touch. It.": a run of three
// or more one-word sentences, with a word that only builds a sentence among them (a preposition, a
// determiner, a pronoun), is one sentence typed a word at a time for emphasis. It is read as that
// sentence; read word by word it became "Could you stop? Parking. In. My. Could you spot?". Near
// misses: "Done. Sent. Thanks." (three words that each stand alone) and "You had one job. ONE."
// (one word after a whole sentence: emphatic-echo.ts).
const MIN_RUN = 3;
const BUILDING_TAGS = ['Preposition', 'Determiner', 'Pronoun', 'Possessive', 'Conjunction', 'Negative'];

const oneWord = (sentence: readonly Token[]) =>
  sentence.filter(isWord).length === 1 && /^\.\s*$/.test(sentence.at(-1)?.post ?? '');

function runsOfOneWord(sentences: readonly Token[][]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = -1;
  sentences.forEach((sentence, index) => {
    if (oneWord(sentence) && start < 0) start = index;
    const ends = !oneWord(sentence) || index === sentences.length - 1;
    if (!ends || start < 0) return;
    const end = oneWord(sentence) ? index + 1 : index;
    const run = sentences.slice(start, end);
    const builds = run.some((words) =>
      words.some((token) => BUILDING_TAGS.some((tag) => hasTag(token, tag))),
    );
    if (end - start >= MIN_RUN && builds) runs.push([start, end]);
    start = -1;
  });
  return runs;
}

// The sentences of a line, with a word-per-sentence run read as the one sentence it is.
export function withWordRunsJoined(sentences: Token[][]): Token[][] {
  const runs = runsOfOneWord(sentences);
  if (runs.length === 0) return sentences;
  const texts = sentences.map((sentence, index) => {
    const run = runs.find(([start, end]) => index >= start && index < end);
    if (!run) return joinTokens(sentence);
    // "Do. Not. Touch. My. Stuff.": a capital that only opened its one-word sentence goes.
    const word = sentence.find(isWord);
    const lowered =
      index > run[0] &&
      word &&
      !hasTag(word, 'ProperNoun') &&
      word.normal !== 'i' &&
      !/^\p{Lu}{2,}$/u.test(word.text)
        ? joinTokens(sentence).replace(/\p{Lu}/u, (letter) => letter.toLowerCase())
        : joinTokens(sentence);
    return index === run[1] - 1 ? lowered : lowered.replace(/\.\s*$/, ' ');
  });
  return tokenizeSentences(texts.join(''));
}
