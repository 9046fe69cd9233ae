// One key per character as the phrase regexes' 'iu' flags compare characters (simple case folding):
// "K", "k" and the Kelvin sign share a key, "ſ" and "s" too, "ς" and "σ", but "ı" and "i" do not.
// JavaScript has no case-folding call, so each character outside ASCII asks the regex engine once,
// with a fixed pattern: lower(upper(c)) is c's key when the regex says the two are equal (that
// joins ſ, ς, µ, ϑ… to their class), else lower(c) when it is, else c itself.

const MAX_REMEMBERED = 4096;
const remembered = new Map<number, string>();

const isOneCodePoint = (text: string) => text.length > 0 && [...text].length === 1;

function keyOfRare(codePoint: number): string {
  const char = String.fromCodePoint(codePoint);
  const sameUnderIu = new RegExp(`^\\u{${codePoint.toString(16)}}$`, 'iu');
  const lower = char.toLowerCase();
  const upperLower = char.toUpperCase().toLowerCase();
  if (isOneCodePoint(upperLower) && sameUnderIu.test(upperLower)) return upperLower;
  if (isOneCodePoint(lower) && sameUnderIu.test(lower)) return lower;
  return char;
}

// The key of one code point.
export function foldedCodePoint(codePoint: number): string {
  if (codePoint < 128) return String.fromCharCode(codePoint).toLowerCase();
  let key = remembered.get(codePoint);
  if (key === undefined) {
    key = keyOfRare(codePoint);
    // A text of many rare characters must not grow the memo without end.
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(codePoint, key);
  }
  return key;
}

const BEYOND_ASCII = /[^\p{ASCII}]/u;

// The key of a run of text: two runs are equal under the 'iu' flags exactly when their keys are.
export function foldCase(text: string): string {
  if (!BEYOND_ASCII.test(text)) return text.toLowerCase();
  let key = '';
  for (const char of text) key += foldedCodePoint(char.codePointAt(0)!);
  return key;
}
