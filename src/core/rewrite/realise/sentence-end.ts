// Rule "symbol-ends-sentence": an emoji ("lovely day 🎂", "see you 👍") or a typed face ("thanks
// :)", "ok :-(") at the end already closes the sentence the way the writer meant; a full stop after
// it ("🎂.") reads as a typo. Near misses: a word, a number or a closing bracket still takes one.
// The last code point of an emoji is the picture itself, a skin tone or the emoji selector.
const CLOSING_SYMBOL = /(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\s[:;]-?[)(DPp]|\s<3)$/u;

export const endsWithClosingSymbol = (text: string): boolean => CLOSING_SYMBOL.test(text.trimEnd());

// "… as soon as possible 🙏" made a request: the emoji closes the sentence, so it goes after the
// question mark ("… as soon as possible? 🙏"), never inside it ("possible 🙏?").
const TRAILING_SYMBOLS =
  /(?:\s*(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D})|\s+(?:[:;]-?[)(DPp]|<3))+$/u;
export function splitClosingSymbols(text: string): { body: string; symbols: string } {
  const match = text.match(TRAILING_SYMBOLS);
  if (!match || match.index === undefined || match.index === 0) return { body: text, symbols: '' };
  return { body: text.slice(0, match.index).trimEnd(), symbols: match[0].trim() };
}
