import { FACT_PATTERNS } from './check/fact-patterns.ts';
import { extractFacts } from './check/facts.ts';
import type { Part } from './plan.ts';

// When things happen in a message, so the close fits it: room to change a time the ask proposes,
// a gentle word about a date the background names, or a plain "no rush" when nothing is timed.

export type Timing = 'open' | 'proposed' | 'due';

export interface TimeSpan {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  // The word right before the time: "on", "by", "since", …
  readonly lead: string;
}

const TIME_KINDS = new Set(['time', 'date', 'weekday', 'month']);
const RELATIVE_SOON = /\bin (?:\d+|a few|few|two|five|ten|fifteen|twenty|thirty) (?:minutes|mins|hours)\b/gi;
// Only what joins the parts of one time: "Thursday at 10am", "Wednesday, September 26".
const JOINER = /^(?:\s*(?:,|at|on|-|–|around|the|of)\s*|\s+)$/i;
const LEAD =
  /\b(no later than|on|at|by|before|until|till|due|from|this|sometime|around|for|in|after|since|starting|during)\s+$/i;
// A month alone ("invoices for March") is a topic; after these words it is a time.
const MONTH_LEADS = new Set([
  'by',
  'before',
  'until',
  'till',
  'in',
  'due',
  'from',
  'after',
  'on',
  'starting',
]);
const PAST =
  /\b(?:yesterday|ago|last (?:week|month|night|time|year)|since|was|were|did|had|asked|sent|said|told|wrote|emailed|called|promised|replied|mentioned|missed|went|came|paid)\b/i;
// Background that names a time something is due or happens: "due tomorrow", "the board meeting on …".
const DUE =
  /\b(?:due|by|before|until|till|expires?|ends?|closes?|starts?|meeting|call|launch|review|demo|appointment|interview|flight|exam)\b/i;

function rawSpans(text: string): { start: number; end: number; isMonth: boolean }[] {
  const spans: { start: number; end: number; isMonth: boolean }[] = [];
  for (const { kind, regex } of FACT_PATTERNS) {
    if (!TIME_KINDS.has(kind)) continue;
    for (const match of text.matchAll(regex)) {
      const length = match[0].replace(/[.,;:!?)\]]+$/, '').length;
      spans.push({ start: match.index, end: match.index + length, isMonth: kind === 'month' });
    }
  }
  for (const match of text.matchAll(RELATIVE_SOON))
    spans.push({ start: match.index, end: match.index + match[0].length, isMonth: false });
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

// The times in a text, adjacent parts joined: "on wednesday, september 26" is one span.
export function timeSpans(text: string): TimeSpan[] {
  const merged: { start: number; end: number; isMonth: boolean }[] = [];
  for (const span of rawSpans(text)) {
    const last = merged.at(-1);
    if (last && (span.start <= last.end || JOINER.test(text.slice(last.end, span.start)))) {
      last.end = Math.max(last.end, span.end);
      last.isMonth = last.isMonth && span.isMonth;
      continue;
    }
    merged.push({ ...span });
  }
  return merged.flatMap(({ start, end, isMonth }) => {
    const lead = text.slice(0, start).match(LEAD)?.[1]?.toLowerCase() ?? '';
    if (isMonth && !MONTH_LEADS.has(lead)) return [];
    return [{ start, end, text: text.slice(start, end), lead }];
  });
}

// A time still ahead: not "yesterday", not "since the 12th", not in a sentence about the past.
export const upcomingSpans = (sentence: string): TimeSpan[] =>
  PAST.test(sentence) ? [] : timeSpans(sentence).filter((span) => span.lead !== 'since');

export const hasUpcomingTime = (text: string) => upcomingSpans(text).length > 0;

const RELATIVE = /^(?:today|tomorrow|tonight|next|this|sometime|around|end|in)\b/i;
const CLOCK = /^(?:\d{1,2}(?::\d\d)?\s?(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d\d|noon|midday|midnight)/i;

// "Thursday 3:30pm" → " on Thursday at 3:30pm"; "Tomorrow" → " tomorrow"; "10am" → " at 10am".
export function phraseWhen(raw: string): string {
  const text = raw
    .trim()
    .replace(/^(?:on|at)\s+/i, '')
    .replace(/^(\S+day|today|tomorrow|tonight)\s+(?=\d)/i, '$1 at ');
  if (RELATIVE.test(text)) return ` ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  return CLOCK.test(text) ? ` at ${text}` : ` on ${text}`;
}

export const isTimeOnly = (text: string) => {
  let rest = text;
  for (const fact of extractFacts(text)) rest = rest.replace(fact.text, '');
  return timeSpans(text).length > 0 && rest.replace(/\b(?:sometime|on|at|around)\b|\W/gi, '').length === 0;
};
export function timingOf(parts: readonly Part[], options: { readonly background: boolean }): Timing {
  const asked = parts.some(
    (part) =>
      (part.kind === 'ask' && hasUpcomingTime(`${part.ask.condition ?? ''} ${part.ask.action}`)) ||
      (part.kind === 'question' && hasUpcomingTime(part.text)),
  );
  if (asked) return 'proposed';
  const isDue = (part: Part) =>
    part.kind === 'statement' && DUE.test(part.text) && hasUpcomingTime(part.text);
  return options.background && parts.some(isDue) ? 'due' : 'open';
}
