// The analysis' one pass over a text. Most messages contain none of a rule's words, so each phrase
// list registers its "anchors" (a word without which it cannot match, or for a regex a character)
// and gets one bit; scanAnchors reads a message once, sets the bit of every list with an anchor in
// it, and notes where each anchor word ends. Phrase programs (phrase-program.ts) then check their
// phrase around those words only; regexes run only when their bit is set.
//
// The scan must never miss an anchor (a false positive merely costs a check). For words:
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
// in the text, so a list only looks at the words it noted then. Lists never take more.
export const LIST_WORDS_BIT: AnchorMask = nextBit();

const LONG_S = 0x17f;
const KELVIN_SIGN = 0x212a;
const UTF16_UNITS = 0x10000;

// UTF-16 code unit → its lower-case ASCII code when it is a word character of the scan, else 0.
// One look-up for every code unit, with no branch on the character's range (measured: twice as fast
// as testing for ASCII first).
export const FOLDED_WORD_CODE = new Uint8Array(UTF16_UNITS);
for (let code = 0; code < 128; code += 1) {
  const char = String.fromCharCode(code);
  if (/^[a-z0-9_]$/i.test(char)) FOLDED_WORD_CODE[code] = char.toLowerCase().charCodeAt(0);
}
FOLDED_WORD_CODE[LONG_S] = 's'.charCodeAt(0);
FOLDED_WORD_CODE[KELVIN_SIGN] = 'k'.charCodeAt(0);

// Words are looked up by hash in a direct-mapped table of masks. Anchors whose hashes share a slot
// share their bits, and an unrelated word may land on a used slot: both only set bits not needed.
// The hash is FNV-1a over the whole word, and the slot its top 12 bits: a hash kept to 12 bits at
// every step sent rare words to the slots of everyday ones (measured on the corpus). The hash of
// "no word" is 0, whose slot 0 stays empty: a word that lands there is not scanned for.
const SLOT_SHIFT = 20;
export const WORD_SLOTS = 1 << (32 - SLOT_SHIFT);
const NO_WORD = 0;
const FNV_PRIME = 16_777_619;
const nextHash = (hash: number, code: number) => Math.imul(hash ^ code, FNV_PRIME);
const maskByWordSlot = new Int32Array(WORD_SLOTS);

// The table slot of a lower-case word; 0 when it cannot be scanned for.
export const slotOfWord = (word: string) => {
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
// table: that only sets the bit for words no current list needs (a finer look-up follows), and the
// table's size is fixed. Returns the bit to test, or UNKNOWN_TEXT when a word cannot be scanned for.
export function registerListWords(words: readonly string[]): AnchorMask {
  const slots = words.map(slotOfWord);
  if (slots.includes(0)) return UNKNOWN_TEXT;
  for (const slot of slots) maskByWordSlot[slot] = (maskByWordSlot[slot] ?? 0) | LIST_WORDS_BIT;
  return LIST_WORDS_BIT;
}

// What the scan reads of each code unit: its folded code for a word character (1 to 127), or 128
// plus the class bits of a registered anchor character (the bit of each registrant that named it),
// or 0 for any other separator. A registrant of characters takes one of 7 classes, and the classes
// a text holds turn into anchor bits once, after the scan.
const CLASS_FLAG = 0x80;
const CLASS_COUNT = 7;
const codeUnitInfo = Uint8Array.from(FOLDED_WORD_CODE);
const maskOfClasses = new Int32Array(1 << CLASS_COUNT);
let classes = 0;

// The bit of a case-sensitive regex that cannot match without one of these characters (UTF-16 code
// units, never word characters).
export function registerCharacterAnchors(characters: string): AnchorMask {
  if (classes === CLASS_COUNT) return ALWAYS_BIT;
  const classBit = 1 << classes++;
  const bit = nextBit();
  for (let index = 0; index < characters.length; index += 1) {
    const code = characters.charCodeAt(index);
    if (FOLDED_WORD_CODE[code] !== 0)
      throw new Error(`A word character cannot be an anchor character: ${code}`);
    codeUnitInfo[code] = CLASS_FLAG | (codeUnitInfo[code] ?? 0) | classBit;
  }
  for (let set = 0; set < maskOfClasses.length; set += 1) if (set & classBit) maskOfClasses[set]! |= bit;
  return bit;
}

// Where the anchor words are in the text last scanned: the index just past each one, and its slot.
// Phrase matchers start from these instead of running a regex over the whole text (phrase-matcher.ts).
// The buffers are shared and overwritten by the next scan: use hitsOf(text), which checks the text.
export interface AnchorHits {
  text: string;
  mask: AnchorMask;
  count: number;
  ends: Int32Array;
  slots: Int32Array;
}
const lastScan: AnchorHits = {
  text: '',
  mask: ALWAYS_BIT,
  count: 0,
  ends: new Int32Array(64),
  slots: new Int32Array(64),
};

function makeRoomForHits(length: number) {
  // A text of n characters holds at most n / 2 + 1 words.
  const needed = (length >> 1) + 2;
  if (lastScan.ends.length >= needed) return;
  let size = lastScan.ends.length;
  while (size < needed) size *= 2;
  lastScan.ends = new Int32Array(size);
  lastScan.slots = new Int32Array(size);
}

// Free of branches on purpose: words and separators alternate every few characters, and a
// mispredicted branch at each boundary cost twice as much as this arithmetic (measured). Only the
// rare end of an anchor word branches, to note where it is.
export function scanAnchors(text: string): AnchorMask {
  makeRoomForHits(text.length);
  const { ends, slots } = lastScan;
  let count = 0;
  let mask = ALWAYS_BIT;
  let hash = NO_WORD;
  let classesSeen = 0;
  for (let index = 0; index < text.length; index += 1) {
    const info = codeUnitInfo[text.charCodeAt(index)]!;
    // -1 on a separator (info 0, or an anchor character at 128 and up), 0 in a word.
    const separator = ((info - 1) | (CLASS_FLAG - 1 - info)) >> 31;
    classesSeen |= info & -(info >> 7);
    // On a separator, the bits of the word that just ended (none when hash is NO_WORD).
    const slot = hash >>> SLOT_SHIFT;
    const ended = maskByWordSlot[slot]! & separator;
    if (ended !== 0) {
      ends[count] = index;
      slots[count++] = slot;
    }
    mask |= ended;
    hash = nextHash(hash, info) & ~separator;
  }
  mask |= maskOfClasses[classesSeen & (CLASS_FLAG - 1)]!;
  const lastSlot = hash >>> SLOT_SHIFT;
  const lastEnded = maskByWordSlot[lastSlot]!;
  if (lastEnded !== 0) {
    ends[count] = text.length;
    slots[count++] = lastSlot;
  }
  lastScan.text = text;
  lastScan.mask = mask | lastEnded;
  lastScan.count = count;
  return lastScan.mask;
}

// The anchor words of this text: the last scan's, or a new scan's when the last was of another text.
export function hitsOf(text: string): Readonly<AnchorHits> {
  if (lastScan.text !== text) scanAnchors(text);
  return lastScan;
}
