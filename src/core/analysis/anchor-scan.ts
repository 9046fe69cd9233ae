// A pre-filter for the analysis regexes. Most messages contain none of a rule's words, and a Unicode
// whole-word regex costs far more than one pass over the characters. An "anchor" is a word or a
// character without which a regex cannot match. Each regex registers its anchors here and gets one
// bit; scanAnchors reads a message once and sets the bit of every regex with an anchor in it. The
// regexes stay the source of truth for matches and offsets: one only runs when its bit is set.
//
// The filter must never hide a match (a false positive merely costs a regex run). For words:
// - word anchors are ASCII [a-z0-9_], and under the phrase regexes' 'iu' flags the only non-ASCII
//   characters equal to an ASCII letter are ſ (U+017F) ~ s and the Kelvin sign (U+212A) ~ k,
//   which the scan folds too (checked over all of Unicode; analyze.differential.test.ts tries both);
// - the regexes' word characters [\p{L}\p{N}\p{M}_] include every character we read as a word
//   character, so a whole-word match in the text is always a whole word of the scan as well
//   (other letters, such as é, split the scan's words: "mustérieux" reads as "must" + "rieux").

// Bit i of the mask: an anchor of registrant i occurs in the text.
export type AnchorMask = number;

// Whether a regex with this bit can match a text with this scan.
export const mayMatch = (present: AnchorMask, bit: AnchorMask) => (present & bit) !== 0;

// Registrants beyond the 31 bits, or with an anchor we cannot scan for, get this bit, which every
// scan sets. Callers without a scan pass UNKNOWN_TEXT, which has every bit set.
const ALWAYS_BIT = 1 << 31;
const REGISTRANT_BITS = 31;
export const UNKNOWN_TEXT: AnchorMask = -1;
let registrants = 0;
const nextBit = () => (registrants < REGISTRANT_BITS ? 1 << registrants++ : ALWAYS_BIT);
// One bit shared by every person's word list (src/core/lists): set when a word of some list may be
// in the text, so a list's own, finer scan (scanWordTable) only runs then. Lists never take more.
export const LIST_WORDS_BIT: AnchorMask = nextBit();

const LOWER_S = 's'.charCodeAt(0);
const LOWER_K = 'k'.charCodeAt(0);
const LONG_S = 0x17f;
const KELVIN_SIGN = 0x212a;

// ASCII code → its lower-case code when it is a word character, else -1.
const FOLDED_ASCII = Int16Array.from({ length: 128 }, (_, code) => {
  const char = String.fromCharCode(code);
  return /^[a-z0-9_]$/i.test(char) ? char.toLowerCase().charCodeAt(0) : -1;
});

const foldedWordCode = (code: number): number => {
  if (code < 128) return FOLDED_ASCII[code] ?? -1;
  if (code === LONG_S) return LOWER_S;
  return code === KELVIN_SIGN ? LOWER_K : -1;
};

// Words are looked up by hash in a direct-mapped table of masks. Anchors whose hashes share a slot
// share their bits, and an unrelated word may land on a used slot: both only set bits not needed.
// The hash is FNV-1a over the whole word, and the slot its top 12 bits: a hash kept to 12 bits at
// every step sent rare words to the slots of everyday ones (measured on the corpus). The hash of
// "no word" is 0, whose slot 0 stays empty: a word that lands there is not scanned for.
const SLOT_SHIFT = 20;
const TABLE_SIZE = 1 << (32 - SLOT_SHIFT);
const NO_WORD = 0;
const FNV_PRIME = 16_777_619;
const nextHash = (hash: number, code: number) => Math.imul(hash ^ code, FNV_PRIME);
const maskByWordSlot = new Int32Array(TABLE_SIZE);

// The table slot of a lower-case word; 0 when it cannot be scanned for.
const slotOfWord = (word: string) => {
  let hash = NO_WORD;
  for (let index = 0; index < word.length; index += 1) hash = nextHash(hash, word.charCodeAt(index));
  return /^[a-z0-9_]+$/.test(word) ? hash >>> SLOT_SHIFT : 0;
};

// The bit of a phrase regex whose every match contains one of these lower-case words as a whole word.
export function registerWordAnchors(words: readonly string[]): AnchorMask {
  const slots = words.map(slotOfWord);
  if (slots.length === 0 || slots.includes(0)) return ALWAYS_BIT;
  const bit = nextBit();
  for (const slot of slots) maskByWordSlot[slot] = (maskByWordSlot[slot] ?? 0) | bit;
  return bit;
}

// Marks a list's anchor words with LIST_WORDS_BIT. Words of many people's lists add up in the one
// table: that only sets the bit for words no current list needs (a finer scan follows), and the
// table's size is fixed. Returns the bit to test, or UNKNOWN_TEXT when a word cannot be scanned for.
export function registerListWords(words: readonly string[]): AnchorMask {
  const slots = words.map(slotOfWord);
  if (slots.includes(0)) return UNKNOWN_TEXT;
  for (const slot of slots) maskByWordSlot[slot] = (maskByWordSlot[slot] ?? 0) | LIST_WORDS_BIT;
  return LIST_WORDS_BIT;
}

const maskByAsciiChar = new Int32Array(128);
const maskByOtherChar = new Map<number, AnchorMask>();
const characterMask = (code: number): AnchorMask =>
  code < 128 ? (maskByAsciiChar[code] ?? 0) : (maskByOtherChar.get(code) ?? 0);

// The bit of a case-sensitive regex that cannot match without one of these characters (UTF-16 code units).
export function registerCharacterAnchors(characters: string): AnchorMask {
  const bit = nextBit();
  for (let index = 0; index < characters.length; index += 1) {
    const code = characters.charCodeAt(index);
    if (code < 128) maskByAsciiChar[code] = (maskByAsciiChar[code] ?? 0) | bit;
    else maskByOtherChar.set(code, (maskByOtherChar.get(code) ?? 0) | bit);
  }
  return bit;
}

// Free of branches on purpose: words and separators alternate every few characters, and a
// mispredicted branch at each boundary cost twice as much as this arithmetic (measured).
export function scanAnchors(text: string): AnchorMask {
  let mask = ALWAYS_BIT;
  let hash = NO_WORD;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const folded = foldedWordCode(code);
    const inWord = (folded >> 31) + 1; // 1 for a word character, 0 for a separator (folded = -1)
    // On a separator, add the bits of the word that just ended (none when hash is NO_WORD).
    mask |= (maskByWordSlot[hash >>> SLOT_SHIFT]! & (inWord - 1)) | characterMask(code);
    hash = nextHash(hash, folded) * inWord;
  }
  return mask | maskByWordSlot[hash >>> SLOT_SHIFT]!;
}

// A private word table for phrases compiled at run time (a person's word lists, src/core/lists): the
// same folding and hashing as the rules' table, but its own slots and its own flags, so a list never
// takes one of the rules' bits. An entry with no scannable anchor ('') is always set.
export interface WordTable {
  readonly slots: Int32Array;
  readonly always: number;
}

export function createWordTable(entries: readonly { readonly anchor: string; readonly flag: number }[]) {
  const slots = new Int32Array(TABLE_SIZE);
  let always = 0;
  for (const { anchor, flag } of entries) {
    const slot = slotOfWord(anchor);
    if (slot === 0) always |= flag;
    else slots[slot] = (slots[slot] ?? 0) | flag;
  }
  return { slots, always } satisfies WordTable;
}

// The flags of every table word in the text (a superset: hashes may collide). One pass, branch-free
// like scanAnchors.
export function scanWordTable(text: string, { slots, always }: WordTable): number {
  let flags = always;
  let hash = NO_WORD;
  for (let index = 0; index < text.length; index += 1) {
    const folded = foldedWordCode(text.charCodeAt(index));
    const inWord = (folded >> 31) + 1;
    flags |= slots[hash >>> SLOT_SHIFT]! & (inWord - 1);
    hash = nextHash(hash, folded) * inWord;
  }
  return flags | slots[hash >>> SLOT_SHIFT]!;
}
