// A reply speaks from the other side of the message it answers (say-no's decline, clarify's
// question): "my week" is "your week" to the one who answers, "send me" is "send you".
const SWAPS: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  my: 'your',
  me: 'you',
  mine: 'yours',
  your: 'my',
  yours: 'mine',
  myself: 'yourself',
  us: 'you',
  our: 'your',
  we: 'you',
};
export const fromOtherSide = (text: string) =>
  text
    .replace(/\bI am\b/g, 'you are')
    .replace(/\bI was\b/g, 'you were')
    .replace(/\bwe are\b/gi, 'you are')
    .replace(/\b(?:I|we)(?='(?:ll|ve|d)\b)/gi, 'you')
    .replace(/\bwe're\b/gi, "you're")
    .replace(
      /\b(I'm|I|my|me|mine|your|yours|myself|us|our|we)\b/gi,
      (word) => SWAPS[word.toLowerCase()] ?? word,
    );
// A whole sentence of the asker's: its "you" is the one who declines ("I'll pay you back" ->
// "you'll pay me back"), then the rest swaps as in the ask.
// "you" is marked first, so the swap of "I" to "you" never turns it back.
const MARK = '⟦you⟧';
export const sentenceFromOtherSide = (text: string) =>
  fromOtherSide(text.replace(/\byou\b/gi, MARK)).replaceAll(MARK, 'me');
