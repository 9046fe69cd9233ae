import { type AnchorMask, mayMatch, registerCharacterAnchors, UNKNOWN_TEXT } from './anchor-scan.ts';
import { compilePhrases } from './phrase-matcher.ts';
import { isSpaceCode } from './phrase-program.ts';
import type { Bonus, Phrase } from './rule-types.ts';

// spec §5 names flexible timing phrases but not the list. Ours: the spec's three reassurance
// phrases plus common ways of saying "in your own time". The same list answers the reassurance rule.
export const FLEXIBLE_TIMING_PHRASES: readonly Phrase[] = [
  'no pressure',
  'when you can',
  'no rush',
  'whenever',
  'when you have a moment',
  'when you get a chance',
  'if you get a chance',
  'if you have time',
  'at your convenience',
  'in your own time',
  'take your time',
  'no hurry',
  'when it suits you',
].map((text) => ({ text }));

export const POLITE_PHRASES: readonly Phrase[] = ['please', 'thank', 'thanks', 'thankful'].map((text) => ({
  text,
}));

// Also read by the reassurance rule, with the analysis' anchor scan.
export const FLEXIBLE_TIMING = compilePhrases(FLEXIBLE_TIMING_PHRASES);
const polite = compilePhrases(POLITE_PHRASES);
const LIST_ITEM = /^[^\S\n]*(?:[-*•]|\d{1,3}[.)])[^\S\n]+\S/m;
// LIST_ITEM at the start of the text, for a text of one line: there, no other line can start.
const LIST_ITEM_AT_START = /[^\S\n]*(?:[-*•]|\d{1,3}[.)])[^\S\n]+\S/y;
const LIST_MARKERS = /[-*•0-9]/;
// The characters that start a line for the 'm' flag (anchor-scan.ts).
const LINE_TERMINATORS = registerCharacterAnchors('\n\r\u2028\u2029');

export const hasFlexibleTiming = (text: string) => FLEXIBLE_TIMING.test(text);

function startsWithListItem(text: string): boolean {
  let first = 0;
  while (first < text.length && isSpaceCode(text.charCodeAt(first))) first += 1;
  if (first === text.length || !LIST_MARKERS.test(text[first]!)) return false;
  LIST_ITEM_AT_START.lastIndex = 0;
  return LIST_ITEM_AT_START.test(text);
}

// Two or more non-blank lines, or a bulleted/numbered list item.
export function hasStructure(text: string, present: AnchorMask = UNKNOWN_TEXT): boolean {
  if (!mayMatch(present, LINE_TERMINATORS)) return startsWithListItem(text);
  if (LIST_ITEM.test(text)) return true;
  // Without a line feed there is one line: no need to split.
  if (!text.includes('\n')) return false;
  let nonBlankLines = 0;
  for (const line of text.split('\n')) {
    if (/\S/.test(line)) nonBlankLines += 1;
    if (nonBlankLines >= 2) return true;
  }
  return false;
}

// spec §5: "Bonuses: 'please' or 'thank' gives +5 … Flexible timing phrases give +10. Structure gives +5."
export const BONUSES: readonly Bonus[] = [
  {
    id: 'polite',
    points: 5,
    strength: 'Uses polite language',
    trigger: `Any of: ${POLITE_PHRASES.map((phrase) => phrase.text).join(', ')}`,
    detect: (text, present) => polite.test(text, present),
  },
  {
    id: 'flexible-timing',
    points: 10,
    strength: 'Offers flexible timing',
    trigger: `Any of: ${FLEXIBLE_TIMING_PHRASES.map((phrase) => phrase.text).join(', ')}`,
    detect: (text, present) => FLEXIBLE_TIMING.test(text, present),
  },
  {
    id: 'structure',
    points: 5,
    strength: 'Uses clear structure (line breaks or a list)',
    trigger:
      'At least two non-blank lines, or a list item (a line starting with -, *, • or a number followed by . or ))',
    detect: (text, present) => hasStructure(text, present),
  },
];
