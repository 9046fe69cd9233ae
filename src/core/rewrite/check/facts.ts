import { FACT_PATTERNS, type FactKind, NOT_NAMES, NUMBER_WORD } from './fact-patterns.ts';
import { isAbusiveWord } from './hostility.ts';

// The facts a reader acts on (numbers, times, dates, money, links, e-mail addresses, ticket ids,
// names) must survive a rewrite, whichever provider wrote it (see meaning-guard.ts).

export type { FactKind };
export interface Fact {
  kind: FactKind;
  text: string;
}

// A fact with where it sits in the text, for the guard to tell which sentence it belongs to.
export interface FactSpan extends Fact {
  start: number;
  end: number;
}
type Claimed = FactSpan;

const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;
const CAPITALISED_WORD = /\b[A-Z][\p{L}'’]+(?:-[A-Z][\p{L}'’]*)*(?![\p{L}\p{N}])/gu;
const GREETING_NAME = /\b(?:hi|hello|hey|dear)\s+([a-z][a-z'’-]+)/gi;
const LEADING_MARKS = /[ \t\-*•>"'([]*$/;
const SENTENCE_END = /(?:^|[.!?\n]["')\]]*)$/;

// A word starts a sentence when only spaces, quotes or list markers stand between it and the text's
// start or the previous sentence's end.
function isSentenceStart(text: string, start: number): boolean {
  const before = text.slice(0, start).replace(LEADING_MARKS, '');
  return SENTENCE_END.test(before);
}

const overlaps = (claimed: readonly Claimed[], start: number, end: number) =>
  claimed.some((fact) => start < fact.end && end > fact.start);

// Insults and swear words are capitalised too ("Hi Shit,"), but they are never names to keep.
// A number word in capitals ("THREE times") is shouting, not a name.
const isNameWord = (word: string) =>
  !NOT_NAMES.has(word.toLowerCase().replace(/['’]/g, '')) && !isAbusiveWord(word) && !NUMBER_WORD.test(word);

function claimPatterns(text: string, claimed: Claimed[]) {
  for (const { kind, regex } of FACT_PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const raw = match[0].replace(TRAILING_PUNCTUATION, '').trim();
      const start = match.index + match[0].indexOf(raw.charAt(0));
      const end = start + raw.length;
      if (raw.length === 0 || overlaps(claimed, start, end)) continue;
      claimed.push({ kind, text: raw, start, end });
    }
  }
}

// Proper names: capitalised words not at a sentence start and not common words, joined when
// adjacent ("Acme Corp"); plus the name after a greeting, which also works in lower-case text.
function claimNames(text: string, claimed: Claimed[]) {
  let previous: Claimed | undefined;
  for (const match of text.matchAll(CAPITALISED_WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    const isCandidate =
      isNameWord(match[0]) && !overlaps(claimed, start, end) && !isSentenceStart(text, start);
    if (!isCandidate) {
      previous = undefined;
      continue;
    }
    if (previous && /^\s+$/.test(text.slice(previous.end, start))) {
      previous.text = text.slice(previous.start, end);
      previous.end = end;
      continue;
    }
    previous = { kind: 'name', text: match[0], start, end };
    claimed.push(previous);
  }
  for (const match of text.matchAll(GREETING_NAME)) {
    const word = match[1] ?? '';
    const start = match.index + match[0].length - word.length;
    if (isNameWord(word) && !overlaps(claimed, start, start + word.length)) {
      claimed.push({ kind: 'name', text: word, start, end: start + word.length });
    }
  }
}

// Lower-case, one space, no spaces around joiners: "402 - 490" and "402-490" are the same fact.
export const normalizeForFacts = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s*([-/:])\s*/g, '$1')
    .replace(/([$€£])\s+/g, '$1')
    .replace(/\s+/g, ' ');

// Every fact in reading order, each place it occurs.
export function extractFactSpans(text: string): FactSpan[] {
  const claimed: Claimed[] = [];
  claimPatterns(text, claimed);
  claimNames(text, claimed);
  return claimed.sort((a, b) => a.start - b.start);
}

export function extractFacts(text: string): Fact[] {
  const seen = new Set<string>();
  const facts: Fact[] = [];
  for (const fact of extractFactSpans(text)) {
    const key = normalizeForFacts(fact.text);
    if (seen.has(key)) continue;
    seen.add(key);
    facts.push({ kind: fact.kind, text: fact.text });
  }
  return facts;
}

const isAlphanumeric = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

// Rule "weekday-spelt-out": "Thu", "thurs" and "Thursday" name one day; a rewrite that spells the
// short form out (compose-from-notes reading notes) keeps the fact. Near miss: "Thu" is not kept
// by "Tuesday", and a full name is never kept by its short form.
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const fullWeekday = (short: string): string | null => {
  const lower = short.toLowerCase().replace(/\.$/, '');
  if (WEEKDAYS.includes(lower) || lower.length < 2) return null;
  return WEEKDAYS.find((day) => day.startsWith(lower)) ?? null;
};

// True when the fact appears in the text as a whole token: "3" is not found inside "Q3" or "2023".
export function containsFact(text: string, fact: Fact): boolean {
  if (containsText(text, fact)) return true;
  const full = fact.kind === 'weekday' ? fullWeekday(fact.text) : null;
  return full !== null && containsText(text, { ...fact, text: full });
}

function containsText(text: string, fact: Fact): boolean {
  const haystack = normalizeForFacts(text);
  const needle = normalizeForFacts(fact.text);
  for (let index = haystack.indexOf(needle); index !== -1; index = haystack.indexOf(needle, index + 1)) {
    const before = haystack[index - 1];
    const after = haystack[index + needle.length];
    const boundedBefore = !isAlphanumeric(needle[0]) || !isAlphanumeric(before);
    const boundedAfter = !isAlphanumeric(needle.at(-1)) || !isAlphanumeric(after);
    if (boundedBefore && boundedAfter) return true;
  }
  return false;
}

// A fact the matcher cannot find again in the original itself ("$0" inside "$0A") is a fragment of
// a larger token, not a fact of its own.
export function missingFacts(original: string, rewrite: string): Fact[] {
  return extractFacts(original).filter(
    (fact) => containsFact(original, fact) && !containsFact(rewrite, fact),
  );
}

export const FACT_KIND_LABELS: Record<FactKind, string> = {
  url: 'link',
  email: 'e-mail address',
  money: 'money',
  ticket: 'ticket id',
  time: 'time',
  date: 'date',
  weekday: 'weekday',
  month: 'month',
  number: 'number',
  name: 'name',
};
