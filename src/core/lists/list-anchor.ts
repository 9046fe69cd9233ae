import { longestWord } from '../analysis/phrase-program.ts';

// The word a list phrase is looked up by in the anchor scan (anchor-scan.ts): the phrase is only
// tried where the word occurs. People's phrases are often built from everyday words ("fix this",
// "do it now"), so the longest word is not always a rare one: everyday words are passed over when
// the phrase has another.
const EVERYDAY_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from get got had has have he her him his ' +
    'i if in is it its just let me more my no not now of on or our out please she so that the their them ' +
    'then there these they this to too up us was we were what when which who will with would you your'
  ).split(' '),
);

export function pickListAnchor(words: readonly string[]): string {
  const rare = words.filter((word) => !EVERYDAY_WORDS.has(word));
  return longestWord(rare.length > 0 ? rare : words);
}
