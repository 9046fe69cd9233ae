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

export const SENTENCE_END = /[.!?…]["')\]]*$/u;
export const capitalise = (text: string) => (text ? text[0]?.toUpperCase() + text.slice(1) : text);

// Rule "writers-own-ending": a sentence the writer left open ("who is donne hoover", "love it tho")
// keeps no full stop added at its end: the writer's way of ending it is theirs, like their casing.
// A sentence cut short inside (a request split off before it) is closed as any other.
export function finishSentence(text: string, end: string, writerLeftOpen = false): string {
  const trimmed = text
    .trim()
    .replace(/[,;:–—-]+$/u, '')
    .trim();
  if (SENTENCE_END.test(trimmed) || endsWithClosingSymbol(trimmed) || writerLeftOpen) return trimmed;
  // A link or address at the end stays exactly as typed: a full stop would become part of it.
  if (/(?:https?:\/\/|www\.|@)\S+$/iu.test(trimmed)) return trimmed;
  return trimmed + (end.replace(/[^.!?…]/gu, '').slice(0, 1) || '.');
}
