import { dateReader } from '../parse/date-reader.ts';
import { hasTag, tokenizeSentences } from '../parse/tokens.ts';

// Times and dates in a message, read by chrono-node plus a few business phrases chrono does not
// know ("EOD", "close of business", "the 28th"). A reference is a time limit when a limit word
// stands before it ("by 5pm", "due on 7 August", "ends tonight") or it is a span ("in 15 minutes").

export interface TimeReference {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly isLimit: boolean;
  // What the reference pins down ("weekday" 4, "hour" 17), compared between original and rewrite,
  // so "5pm Thursday" and "Thursday at 5pm", or "7 August" and "August 7", count as the same.
  readonly known: Readonly<Record<string, number | string>>;
}

// Any fixed day works: both texts are read against the same one, so "tomorrow" matches "tomorrow".
const REFERENCE_DAY = new Date(2026, 0, 5, 12, 0, 0);
const COMPARED = ['year', 'month', 'day', 'weekday', 'hour', 'minute'] as const;
const LIMIT_BEFORE =
  /\b(?:by|before|until|till|til|no later than|due(?: on| by| at)?|deadline(?: is| of)?|latest|ends?|closes?|expires?|within|cut-?off(?: is)?)\s*(?:the\s+)?$/i;
// A span from now ("in 15 minutes", "within an hour"), not a month or a season ("in May").
const SPAN = /^(?:in|within)\s+(?:\d+|an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|half)\b/i;

// Business phrases with one meaning each; the key is what a rewrite must still say.
const OWN_PHRASES: readonly { canonical: string; regex: RegExp }[] = [
  { canonical: 'end of day', regex: /\b(?:eod|cob|end of (?:the )?(?:business )?day|close of business)\b/gi },
  { canonical: 'end of week', regex: /\b(?:eow|end of (?:the )?week)\b/gi },
  { canonical: 'end of month', regex: /\b(?:eom|end of (?:the )?month)\b/gi },
  { canonical: 'day of month', regex: /\b(?:the )?(\d{1,2})(?:st|nd|rd|th)\b/gi },
];

const isLimitAt = (text: string, start: number, phrase: string) =>
  SPAN.test(phrase) || LIMIT_BEFORE.test(text.slice(Math.max(0, start - 30), start));

function chronoReferences(text: string): TimeReference[] {
  return dateReader.parse(text, REFERENCE_DAY).map((result) => {
    const known: Record<string, number> = {};
    for (const key of COMPARED) {
      if (result.start.isCertain(key)) known[key] = result.start.get(key) ?? 0;
    }
    const phrase = result.text.replace(/[\s.,;:!?]+$/, '');
    return {
      text: phrase,
      start: result.index,
      end: result.index + phrase.length,
      isLimit: isLimitAt(text, result.index, result.text),
      known,
    };
  });
}

// Rule "ordinal-counts-a-thing": "the 3rd floor", "2nd round", "5th grade": an ordinal right before
// a noun counts that noun; it is no day of the month. "by the 28th", "the 12th at 3pm" and "the 3rd,
// 4th or 5th" are days. Read in context (the words after it), as the tagger sees them.
const CONTEXT_CHARS = 40;
function countsAThing(text: string, start: number, end: number): boolean {
  if (!/^ +[\p{L}]/u.test(text.slice(end))) return false;
  const [ordinal, next] = tokenizeSentences(text.slice(start, end + CONTEXT_CHARS)).flat();
  return /^\s*$/.test(ordinal?.post ?? '') && hasTag(next, 'Noun') && !hasTag(next, 'Date');
}

function ownReferences(text: string, taken: readonly TimeReference[]): TimeReference[] {
  const found: TimeReference[] = [];
  for (const { canonical, regex } of OWN_PHRASES) {
    for (const match of text.matchAll(regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if ([...taken, ...found].some((other) => start < other.end && end > other.start)) continue;
      const ordinalStart = end - (match[1]?.length ?? 0) - 2;
      if (canonical === 'day of month' && countsAThing(text, ordinalStart, end)) continue;
      const known: Record<string, number | string> =
        canonical === 'day of month' ? { day: Number(match[1]) } : { phrase: canonical };
      found.push({ text: match[0], start, end, isLimit: isLimitAt(text, start, match[0]), known });
    }
  }
  return found;
}

export function findTimeReferences(text: string): TimeReference[] {
  const fromChrono = chronoReferences(text);
  return [...fromChrono, ...ownReferences(text, fromChrono)].sort((a, b) => a.start - b.start);
}

// Kept when everything the original pinned down is pinned down somewhere in the rewrite.
export function isReferenceKept(reference: TimeReference, rewriteReferences: readonly TimeReference[]) {
  return Object.entries(reference.known).every(([key, value]) =>
    rewriteReferences.some((other) => other.known[key] === value),
  );
}
