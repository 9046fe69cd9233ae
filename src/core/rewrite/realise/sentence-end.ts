// Rule "symbol-ends-sentence": an emoji ("lovely day 🎂", "see you 👍") or a typed face ("thanks
// :)", "ok :-(") at the end already closes the sentence the way the writer meant; a full stop after
// it ("🎂.") reads as a typo. Near misses: a word, a number or a closing bracket still takes one.
const CLOSING_SYMBOL =
  /(?:\p{Extended_Pictographic}[\u{FE0F}\u{200D}\p{Emoji_Modifier}]*|\s[:;]-?[)(DPp]|\s<3)$/u;

export const endsWithClosingSymbol = (text: string): boolean => CLOSING_SYMBOL.test(text.trimEnd());
