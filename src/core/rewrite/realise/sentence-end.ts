// Rule "symbol-ends-sentence": an emoji ("lovely day 🎂", "see you 👍") or a typed face ("thanks
// :)", "ok :-(") at the end already closes the sentence the way the writer meant; a full stop after
// it ("🎂.") reads as a typo. Near misses: a word, a number or a closing bracket still takes one.
// The last code point of an emoji is the picture itself, a skin tone or the emoji selector.
const CLOSING_SYMBOL = /(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\s[:;]-?[)(DPp]|\s<3)$/u;

export const endsWithClosingSymbol = (text: string): boolean => CLOSING_SYMBOL.test(text.trimEnd());
