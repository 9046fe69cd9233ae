import type { Part } from './plan.ts';
import { isTimeOnly, phraseWhen, type TimeSpan, upcomingSpans } from './timing.ts';

// schedule-meeting reads three things from the original: which part asks for (or announces) the
// meeting, when it would be ("on Thursday at 10am", "sometime next week", "for 90 minutes"), and
// what it is about. The renderer then proposes that time in one fluent question.

const MEETING_NOUN =
  'meeting|retro|retrospective|sync|standup|stand-up|1:1|one-on-one|call|session|catch-up|chat|demo|workshop|check-in|huddle|briefing';
const MEETING_WORD = new RegExp(`\\b(?:meet|talk|catch up|${MEETING_NOUN})\\b`, 'i');
const MEETING_VERB =
  /^(?:meet|talk|chat|catch up|sync|call|speak|get together|discuss|go over|find a time|set up|schedule|book|have (?:a|an|the|our)\b)/i;
const MEETING_QUESTION = /^(?:can|could|shall|should|would|will|may) (?:we|i|you)\b/i;
// "Team retro Friday 4pm", "Meeting with Dana on Wednesday": a meeting named without a verb.
const MEETING_PHRASE = new RegExp(`^(?:[\\p{L}\\d:'’-]+\\s+){0,3}?(?:${MEETING_NOUN})\\b`, 'iu');
const FINITE_VERB =
  /\b(?:is|are|was|were|be|been|has|have|had|will|would|can|could|should|needs?|went|goes|seems?)\b|['’](?:s|re)\b/i;
export const ALREADY_BOOKED =
  /^(?:i've|i have|we've|we have) (?:scheduled|booked|set up|planned|arranged)\b/i;
export const AGENDA_STATEMENT = /^(?:we'll|we will|we can|to) (.+)$/i;
// A time the meeting could be at, not one something is due by.
const DEADLINE_LEADS = new Set(['by', 'before', 'until', 'till', 'due', 'no later than', 'since']);
const DURATION =
  /^(?:for\s+)?(?:\d+|an?|one|two|three|half an?)[\s-]*(?:minutes?|mins?|hours?|hrs?)(?:\s+long)?$/i;
const TOPIC =
  /\s+(?:about|regarding|on|for|to (?:discuss|go over|talk about|review|plan)) ((?:the|your|our|this|my|a|an) [^,.?;]+?)(?=\s+with\b|[,.?;]|$)/i;
const PURPOSE = /\s+to (?:discuss|go over|talk about|review|plan|check in on) (.+)$/i;

export const partText = (part: Part) =>
  part.kind === 'ask' ? part.ask.action : part.kind === 'dropped' ? part.source : part.text;

export interface MeetingRequest {
  // The part that asks for or announces the meeting, if any.
  readonly part?: Part;
  // What to propose, without the time: "meet with Dana and Priya", "have the team retro".
  readonly subject: string;
  // The same with its topic, for a clear "no": "meet about the project".
  readonly fullSubject: string;
  readonly topic?: string;
  // " on Thursday at 10am", " tomorrow", " sometime next week, for 90 minutes", or "".
  readonly when: string;
  // Parts that only said when ("Tomorrow.", "90 minutes."), folded into `when`.
  readonly timeParts: readonly Part[];
}

function isMeetingPart(part: Part): boolean {
  const text = partText(part);
  if (!MEETING_WORD.test(text) || AGENDA_STATEMENT.test(text)) return false;
  if (part.kind === 'ask')
    return part.ask.form === 'have' ? MEETING_PHRASE.test(text) : MEETING_VERB.test(text);
  if (part.kind === 'question') return MEETING_QUESTION.test(text);
  if (part.kind !== 'statement') return false;
  return ALREADY_BOOKED.test(text) || (MEETING_PHRASE.test(text) && !FINITE_VERB.test(text));
}

const isDuration = (text: string) => DURATION.test(text.replace(/[.!]+$/, '').trim());
const asDuration = (text: string) =>
  ` for ${text
    .replace(/[.!]+$/, '')
    .replace(/^for\s+/i, '')
    .trim()}`;

// The meeting text without its time and duration: "Team retro Friday 4pm" → "Team retro" + " on Friday at 4pm".
function cutTime(text: string): { rest: string; when: string } {
  const kept: string[] = [];
  let time = '';
  let duration = '';
  for (const piece of text.split(/,\s+/)) {
    if (isDuration(piece)) {
      duration = asDuration(piece);
      continue;
    }
    const span = upcomingSpans(piece).find((candidate) => !DEADLINE_LEADS.has(candidate.lead));
    if (!span || time) {
      kept.push(piece);
      continue;
    }
    const lead = span.lead === 'sometime' || span.lead === 'around' ? `${span.lead} ` : '';
    const before = piece.slice(0, span.start).replace(/\s*\b(?:on|at|for|sometime|around)\s*$/i, '');
    time = phraseWhen(`${lead}${span.text}`);
    kept.push(`${before} ${piece.slice(span.end)}`.trim());
  }
  return { rest: kept.filter((piece) => piece.length > 0).join(', '), when: `${time}${duration}` };
}

// Without a time of its own, the meeting takes the first time the message names for something to
// happen ("the board meeting on Thursday at 10am"), never a time something is due by: an ask's time
// ("pay me back this week") is when the ask is due.
function eventTime(parts: readonly Part[]): string {
  for (const part of parts) {
    if (part.kind !== 'statement' && part.kind !== 'question') continue;
    const span = upcomingSpans(partText(part)).find(
      (candidate: TimeSpan) => !DEADLINE_LEADS.has(candidate.lead),
    );
    if (span) return phraseWhen(span.text);
  }
  return '';
}

export function readMeetingRequest(parts: readonly Part[]): MeetingRequest {
  const part = parts.find(isMeetingPart);
  const timeParts = parts.filter(
    (candidate) =>
      candidate !== part &&
      candidate.kind === 'statement' &&
      (isTimeOnly(candidate.text) || isDuration(candidate.text)),
  );
  const folded = timeParts
    .map((timePart) => partText(timePart))
    .map((text) => (isDuration(text) ? asDuration(text) : phraseWhen(text.replace(/[.!]+$/, ''))))
    .join('');
  const text = part ? partText(part).replace(/[?.!]+$/, '') : '';
  const isBooked = part?.kind === 'statement' && ALREADY_BOOKED.test(text);
  const cut = isBooked ? { rest: text, when: '' } : cutTime(text);
  // The topic moves to the agenda, so the proposal and the agenda don't say the same thing twice.
  const topicMatch = cut.rest.match(isBooked ? PURPOSE : TOPIC);
  const topic = topicMatch?.[1];
  const subject = topicMatch ? cut.rest.replace(topicMatch[0], '') : cut.rest;
  const when = `${cut.when}${folded}` || (isBooked ? '' : eventTime(parts));
  return { part, subject, fullSubject: cut.rest, topic, when, timeParts };
}
