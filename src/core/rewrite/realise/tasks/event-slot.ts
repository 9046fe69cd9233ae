import type { TimeReference } from '../../understand/time-references.ts';

// Rule "event-slot" (schedule-meeting, issue 22): "Dinner at 7 at Luigi's on Friday" names one
// event with its time and its day, the place between them; it is one slot ("Friday at 7"), never
// "7 or Friday". A reference that pins only a clock time and one that pins only a day join when
// nothing between them offers another choice. Near misses: "Tuesday at 3 or Wednesday at 10"
// (each already whole), "Monday or 2pm" and "Monday. Also 2pm" (an "or", a new sentence), two days
// ("Monday at the office on Tuesday"), and a gap too long to be one event's words.
const DAY_KEYS = ['year', 'month', 'day', 'weekday', 'phrase'];
const pinsDay = (reference: TimeReference) =>
  DAY_KEYS.some((key) => key in reference.known) && !('hour' in reference.known);
const pinsHour = (reference: TimeReference) =>
  'hour' in reference.known && !DAY_KEYS.some((key) => key in reference.known);
const OTHER_CHOICE = /\b(?:or|and|also|otherwise|instead|then)\b|[.;!?]/i;
const MAX_GAP_WORDS = 5;

export interface EventSlot {
  readonly start: number;
  readonly end: number;
  // The day's words, then the time's: "on Friday" + "at 7".
  readonly parts?: readonly [string, string];
}

export function joinEventSlots(source: string, references: readonly TimeReference[]): EventSlot[] {
  const slots: EventSlot[] = [];
  for (let index = 0; index < references.length; index += 1) {
    const reference = references[index] as TimeReference;
    const next = references[index + 1];
    const gap = next ? source.slice(reference.end, next.start) : '';
    const oneEvent =
      next &&
      ((pinsHour(reference) && pinsDay(next)) || (pinsDay(reference) && pinsHour(next))) &&
      !OTHER_CHOICE.test(gap) &&
      gap.trim().split(/\s+/).filter(Boolean).length <= MAX_GAP_WORDS;
    if (!next || !oneEvent) {
      slots.push({ start: reference.start, end: reference.end });
      continue;
    }
    const [day, time] = pinsDay(reference) ? [reference, next] : [next, reference];
    slots.push({ start: reference.start, end: next.end, parts: [day.text, time.text] });
    index += 1;
  }
  return slots;
}
