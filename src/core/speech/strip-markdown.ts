// spec §5 "Speech text preparation": bold and italic markers are stripped, the words kept.
// A marker pair must hug its words (no space just inside), and _ must not sit inside a word,
// so snake_case names and "5 * 3" are left alone.
const BOLD = /(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g;
const ITALIC_STAR = /\*(?=[^\s*])([^*\n]*?[^\s*])\*/g;
const ITALIC_UNDERSCORE = /(?<![\p{L}\p{N}_])_(?=[^\s_])([^_\n]*?[^\s_])_(?![\p{L}\p{N}_])/gu;

export function stripMarkdownEmphasis(text: string): string {
  return text.replace(BOLD, '$2').replace(ITALIC_STAR, '$1').replace(ITALIC_UNDERSCORE, '$1');
}
