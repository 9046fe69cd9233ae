import { SHAPE_EXPLANATIONS as TEXT } from '../../../catalog/rewrite-explanations.ts';
import type { Tone } from '../../../schemas.ts';
import { findTimeReferences, type TimeReference } from '../../understand/time-references.ts';
import type { OutSentence } from '../realise-sentences.ts';
import { joinEventSlots } from './event-slot.ts';
import { subjectOf } from './realtime-phrases.ts';
import {
  contentSentence,
  endsQuestion,
  lettersOf,
  type ShapeInput,
  type ShapeOutcome,
  unchanged,
  withoutEnd,
} from './types.ts';

// schedule-meeting: the purpose, the times the message offers (never invented ones), the length
// and place when given, and a question to confirm or pick a time. An order to attend ("Be on
// time.", "Be there.", "mandatory attendance") becomes that question.

// An order to turn up, once converted ("Could you be on time?") or as typed.
// Rule "everyone-attends": "Everyone attends.", "All staff must attend", "The whole team to join"
// order a group to turn up, like "Be there." Near miss: "Everyone attended last time" (past) and
// "Anyone can join" (an offer) stay, and so does what the group is to bring ("Everyone must come
// with 3 ideas"): only the bare order to turn up goes.
const ORDER_TO_ATTEND =
  /\b(?:(?:everyone|everybody|all staff|all of you|the whole team|the team)\s+(?:must |should |needs? to |has to |is to |are to |to )?(?:attends?|comes?|joins?|be there)\b(?=\s*(?:[.!,;]|$|on time\b|in person\b))|be (?:there|here|on time|punctual|present)|(?:don't|do not) be late|show up|turn up|attendance is (?:mandatory|required|compulsory|needed|expected))\b/i;
const MANDATORY = /,?\s*\b(?:mandatory|compulsory|required)(?: attendance)?\b\s*,?/gi;
// A place is numbered ("room 4B", "office 12", "3rd floor"): "the office Monday" names a day.
const PLACE =
  /\b(?:\d{1,2}(?:st|nd|rd|th) floor(?: [\p{L}-]+)?|(?:in |at )?(?:room|office|floor|building|meeting room) [\w-]*\d[\w-]*|(?:on|via) (?:zoom|teams|google meet|meet|slack|the phone)|https?:\/\/\S+)/iu;
const LASTS = (length: string) => `It will last ${length}.`;
const LENGTH = /\b(?:\d+(?:\.\d+)?\s*(?:minutes?|mins?|hours?|hrs?)|half an hour|an hour)\b/i;
// The message already asks whether a time suits.
// Rule "asks-if-you-can-come": "Let me know if you can come.", "Can you make it?", "Will you
// join us?" already ask the reader to confirm the one time; a second "Would Friday at 12:30 work
// for you?" repeats it. Near misses: "Let me know if you need anything" and "Can you bring the
// slides?" ask something else, and the question is still added; "Could you be there?" is an
// order to attend the editor worded, and becomes the question.
const ASKS_ABOUT_TIME =
  /\b(?:(?:can|could|shall) we (?:meet|talk|have a call)|work for you|works for you|suit you|suits you|are you (?:free|available)|when (?:are you|would|works|could)|does .+ work|would .+ work|can you make|(?:can|could|will) you (?:come|join us|make it)\?|are you (?:coming|joining))/i;
// Said as a statement, no question mark: "Let me know if you can come."
const ASKS_IF_COMING =
  /\blet (?:me|us) know if you(?:'re| are)? (?:can |could |able to )?(?:come|make it|join(?: us)?|attend|be there)\b/i;

const QUESTION: Record<Tone, (slot: string) => string> = {
  supportive: (slot) => `Would ${slot} work for you?`,
  friendly: (slot) => `Does ${slot} work?`,
  direct: (slot) => `Does ${slot} work for you?`,
  reassuring: (slot) => `Would ${slot} suit you?`,
};
// Rule "which-slot": with two or more times on offer the reader picks one, so the question asks
// which, not "Would A or B work?" (a yes/no that can't be answered "yes"). When the slots stay
// in a sentence of their own ("Design review: Monday 10am or Thursday 3pm."), the question points
// back at them instead of listing them a second time.
const WHICH: Record<Tone, (slots: string) => string> = {
  supportive: (slots) => `Which would work for you: ${slots}?`,
  friendly: (slots) => `Which works for you: ${slots}?`,
  direct: (slots) => `Which works: ${slots}?`,
  reassuring: (slots) => `Which would suit you better: ${slots}?`,
};
const WHICH_OF_THESE: Record<Tone, string> = {
  supportive: 'Which of these times would work for you?',
  friendly: 'Which of these works for you?',
  direct: 'Which time works?',
  reassuring: 'Which of these times would suit you best?',
};
// With no time given, the question names what the meeting is about, so it is this message's own.
const PICK: Record<Tone, (about: string) => string> = {
  supportive: (about) => `When would suit you to talk about ${about}?`,
  friendly: (about) => `When works for you to talk about ${about}?`,
  direct: (about) => `When can you meet about ${about}?`,
  reassuring: (about) => `What time would suit you to talk about ${about}?`,
};
const PICK_ANY: Record<Tone, string> = {
  supportive: 'When would suit you?',
  friendly: 'When works for you?',
  direct: 'When can you make it?',
  reassuring: 'What time would suit you?',
};

// "on Wednesday at 2:30pm" -> "Wednesday at 2:30pm", "Tomorrow" -> "tomorrow": a time that fits
// in "Would … work for you?".
const asSlot = (time: string) =>
  time
    .trim()
    .replace(/^(?:on|at|by|for|from)\s+/i, '')
    // "evening Tuesday 6:30pm": the clock time already says which part of the day.
    .replace(/^(?:morning|afternoon|evening|night)\s+(?=\S.*\d)/i, '')
    .replace(/^(Today|Tomorrow|Tonight|Next|This)\b/, (word) => word.toLowerCase());

// Rule "deadline-is-no-slot": "RSVP by Wednesday" sets a time limit for an answer; it is not a
// time to meet, so it is never offered as one. "See you on Wednesday" offers it.
const BEFORE_DEADLINE = /\b(?:by|before|until|till|no later than)\s+$/i;
// "yesterday", "two weeks ago", "since the 12th", "now": no time to meet in the past or this instant.
const PAST_OR_NOW = /\b(?:yesterday|ago|last|earlier|now|right away)\b/i;
const SINCE_BEFORE = /\bsince\s+$/i;
const offered = (source: string) =>
  findTimeReferences(source).filter(
    (reference) =>
      !BEFORE_DEADLINE.test(source.slice(0, reference.start)) &&
      !SINCE_BEFORE.test(source.slice(0, reference.start)) &&
      !PAST_OR_NOW.test(reference.text) &&
      // "in 5 minutes" counts down to a time; it is not one to agree on.
      !/^(?:in|within)\s/i.test(reference.text),
  );
// Rule "one-slot": "the 12th at 3pm", "Tuesday, 9:30am": a day and its time, read as two
// references, are one time to agree on, never "the 12th or 3pm".
const JOINS_DAY_AND_TIME = /^\s*(?:at|,)?\s*$/i;
const offeredTimes = (source: string) =>
  joinEventSlots(
    source,
    offered(source).filter((reference) => !isPeriod(reference)),
  )
    .reduce<{ start: number; end: number; parts?: readonly [string, string] }[]>((slots, slot) => {
      const last = slots.at(-1);
      if (last && !last.parts && !slot.parts && JOINS_DAY_AND_TIME.test(source.slice(last.end, slot.start)))
        last.end = slot.end;
      else slots.push({ ...slot });
      return slots;
    }, [])
    // A day and a time with the place between them are said together: "Friday at 7".
    .map((slot) =>
      slot.parts
        ? `${asSlot(slot.parts[0])} at ${asSlot(slot.parts[1])}`
        : asSlot(source.slice(slot.start, slot.end)),
    );

// Rule "period-is-no-slot": "sometime this month", "next week", "in March" name a stretch of time
// in which to meet, not a time to meet; asking "Would this month work for you?" asks nothing. A
// slot names a day or a clock time ("Friday 2pm", "the 12th", "tomorrow"); with only a period,
// the question asks which day in it suits.
const PERIOD_WORDS = /\b(?:week|weeks|weekend|month|months|year|quarter|spring|summer|autumn|fall|winter)\b/i;
const isPeriod = (reference: TimeReference) =>
  PERIOD_WORDS.test(reference.text) ||
  (!['day', 'weekday', 'hour'].some((key) => key in reference.known) && !('phrase' in reference.known));
const periodOf = (source: string): string | null => {
  const period = offered(source).find(isPeriod);
  if (!period) return null;
  const text = asSlot(period.text);
  // "March" is "in March"; "this month", "next week" stand alone.
  return /^(?:this|next|the|coming)\b/i.test(text) ? text : `in ${text}`;
};
const PICK_DAY: Record<Tone, (period: string) => string> = {
  supportive: (period) => `Which day ${period} would work for you?`,
  friendly: (period) => `Which day ${period} works?`,
  direct: (period) => `Which day ${period} can you meet?`,
  reassuring: (period) => `Which day ${period} would suit you?`,
};

// What the meeting is for, in the message's own words: "to talk about the Q3 budget", "about the
// new hire", "go over your appraisal". It ends where a time, a place or a clause begins.
const PURPOSE =
  /\b(?:about|regarding|to discuss|discuss|go over|go through|to review|to plan)\s+(?!(?:and|or|what|which|how|why|it|that|this|them|me|you)\b)((?:the|my|your|our|a|an)\s+)?([\p{L}\d][\p{L}\d' -]*?)(?=\s+(?:at|on|in|by|sometime|some|next|this|soon|before|after|with|when|tomorrow|today)\b|[,.;:!?]|$)/iu;
const purposeOf = (source: string, model: ShapeInput['model']): string | null => {
  const match = source.match(PURPOSE);
  if (match?.[2]) return `${match[1] ?? 'the '}${match[2]}`.trim();
  const subject = subjectOf(model);
  return subject && !/\b(?:point|time|while|moment)\b|https?:/i.test(subject) ? subject : null;
};

// The kinds of getting together a message can be scheduling. "call" as a verb ("call the
// plumber") isn't one; "a call", "the call with Ana" is.
const MEETING_KINDS =
  /\b(?:meet|meets|meeting|meetup|catch up|catch-up|check-in|1:1|one-to-one|session|planning|sit down|standup|stand-up|retro|workshop|interview|kick-off|kickoff|demo|lunch|coffee|dinner|drinks|get together|sync|talk about|go over|go through|discuss)\b|\b(?:a|the|our|quick|video|phone|zoom|team)\s+(?:call|chat)\b|\bcall (?:with|at|on)\b|\b(?:design|code|budget|performance|annual|quarterly|team|a|the)\s+review\b/i;

// A question that names a time or a way to meet already asks when ("Could we set up a call this
// week?", "Dinner next week?"): a second question would ask it again.
const MEETING_WORDS =
  /\b(?:join|meet|meeting|call|chat|talk|catch up|get together|grab (?:a )?(?:coffee|lunch|a drink)|find (?:a )?time|sit down|set up|schedule|free|available)\b/i;
const asksWhen = (text: string) =>
  endsQuestion(text) && (ASKS_ABOUT_TIME.test(text) || MEETING_WORDS.test(text) || offered(text).length > 0);
// A command the editor turned into a question ("Could you meet me in room 4B?", "Could you come by
// the office Monday at 6pm?") asks when if it is about meeting or names the time to come.
const convertedAsksWhen = (text: string) =>
  endsQuestion(text) &&
  (ASKS_ABOUT_TIME.test(text) || MEETING_WORDS.test(text) || offeredTimes(text).length > 0);

// A sentence that only names when and where ("Friday 2pm, room 5."): the question replaces it.
// Rule "choice-is-the-question": "Tuesday 2pm or Wednesday 11am, pick one." only offers times and
// orders a choice, which the question asks kindly; the order to choose is no more than the slots.
const PICK_ONE = /\b(?:pick|choose)\s+(?:one|either)\b/i;
const onlySlot = (text: string, times: readonly string[]) => {
  let rest = text;
  for (const time of times)
    rest = rest.replace(new RegExp(time.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), '');
  rest = rest.replace(PLACE, '').replace(LENGTH, '').replace(PICK_ONE, ' ');
  return (
    rest
      .replace(/[^\p{L}]+/gu, ' ')
      .trim()
      .split(/\s+/)
      .filter(Boolean).length <= 1
  );
};

const withoutOrders = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .filter((part) => !ORDER_TO_ATTEND.test(part))
    .join(' ');

// The questions as typed: a command the editor turned into "Could you design review …?" asks
// nothing about the time.
const typedQuestions = (input: ShapeInput) =>
  input.model.sentences
    .filter((sentence) => sentence.role === 'content' && sentence.end.includes('?'))
    .map((sentence) => `${sentence.clauses.map((clause) => clause.text).join(' ')}?`);

// "in room 5", "on Zoom": a place keeps its own preposition.
// "3rd floor boardroom" is in the boardroom on that floor; "2nd floor" alone is on it.
const wherePlace = (place: string | undefined) => {
  if (!place || /^https?:/.test(place)) return '';
  if (/^(?:on|via)\b/i.test(place)) return ` ${place}`;
  if (/^\d/.test(place)) return / floor$/i.test(place) ? ` on the ${place}` : ` in the ${place}`;
  return ` in ${place}`;
};

// Rule "choice-of-slots": "Sprint review: Tuesday 2pm or Wednesday 11am." names no meeting word
// the list above knows, but a heading followed by times to choose from offers times to meet.
// Near misses: "The shop closes at 5pm or 6pm" (a sentence about something else before the
// times), "The parcel comes Tuesday or Wednesday" (no heading), one time alone.
const HEADING_BEFORE = /^[^.!?]{0,60}[:–—-]\s*(?:either\s+)?$|^\s*$/;
function offersChoice(source: string): boolean {
  for (const sentence of source.split(/(?<=[.!?])\s+/)) {
    const times = offered(sentence).filter((reference) => !isPeriod(reference));
    const first = times[0];
    if (!first || offeredTimes(sentence).length < 2 || !/\bor\b/i.test(sentence)) continue;
    if (HEADING_BEFORE.test(sentence.slice(0, first.start))) return true;
  }
  return false;
}

// Rule "meeting-heading-is-no-command": "Budget sync Tuesday 11am in room 4." names the meeting
// (a noun, then a meeting word) and its time; the editor read "Budget" as an order ("Could you
// budget sync …?"). For this task the sentence is the notice as typed, and the question follows.
// Near misses: "Call me Tuesday at 3" (the meeting word is the verb), "Review the doc on Monday"
// (no meeting word after the first), a typed question. "Board prep: Monday 9am or Tuesday 4pm."
// (a heading with a colon, then times to choose from) is a notice in the same way.
const MEETING_HEADING = new RegExp(`^[\\p{L}\\d-]+\\s+(?:${MEETING_KINDS.source})`, 'iu');
// Rule "meeting-word-then-when": "Interview on Tuesday at 2pm, 4th floor.", "Dinner at 7 at
// Luigi's." open on the meeting's own noun and go straight to when; the editor read "Interview"
// as an order ("Could you interview on Tuesday …?"). Near misses: "Meet on Tuesday" and "Call at
// 3" (verbs first: orders, or an invitation the question handles), "Interview the candidate on
// Tuesday" (an object follows: an order).
const MEETING_NOUN_FIRST =
  /^(?:meeting|interview|standup|stand-up|retro|workshop|demo|lunch|coffee|dinner|drinks|session|sync|kick-?off|check-in|catch-up|review|1:1|one-to-one|appointment)\s+(?:on|at|this|next|tomorrow|today|tonight|from|\d)/iu;
function asTypedHeadings(input: ShapeInput): readonly OutSentence[] {
  const headings = input.model.sentences
    .filter((sentence) => sentence.role === 'content' && !sentence.end.includes('?'))
    .map((sentence) =>
      sentence.clauses
        .map((clause) => clause.text)
        .join(' ')
        .trim(),
    )
    .filter(
      (typed) =>
        ((MEETING_HEADING.test(typed) || MEETING_NOUN_FIRST.test(typed)) && offered(typed).length > 0) ||
        (/^[^:.!?]{1,40}:/.test(typed) && offersChoice(typed)),
    );
  if (headings.length === 0) return input.sentences;
  return input.sentences.map((sentence) => {
    if (!sentence.isAsk || sentence.role !== 'content') return sentence;
    const typed = headings.find((heading) => lettersOf(sentence.text).endsWith(lettersOf(heading)));
    return typed ? { ...sentence, text: `${withoutEnd(typed)}.`, isAsk: false } : sentence;
  });
}

export function scheduleMeeting(typedInput: ShapeInput): ShapeOutcome {
  const input = { ...typedInput, sentences: asTypedHeadings(typedInput) };
  const content = input.sentences.filter((sentence) => sentence.role === 'content');
  const asks =
    typedQuestions(input).some(asksWhen) ||
    content.some((sentence) => sentence.isAsk && convertedAsksWhen(sentence.text)) ||
    content.some((sentence) => ASKS_IF_COMING.test(sentence.text));
  if (asks) return unchanged(input, TEXT.meetingAlreadyAsks);
  const source = content.map((sentence) => sentence.text).join(' ');
  // Rule "only-a-meeting-is-scheduled": a message about no meeting (a late spreadsheet, a leak to
  // fix) gets no question about a time, even when it names one ("since the 12th", "by Friday").
  const aboutMeeting = MEETING_KINDS.test(source) || ORDER_TO_ATTEND.test(source) || offersChoice(source);
  if (!aboutMeeting) return unchanged(input, TEXT.meetingNothing);
  const times = [...new Set(offeredTimes(source))];
  const place = source.match(PLACE)?.[0]?.replace(/^(?:in|at) /i, '');
  const slotTimes = times.length > 0 ? times.join(' or ') : null;
  const slot = slotTimes ? `${slotTimes}${wherePlace(place)}` : null;
  const period = slot ? null : periodOf(source);
  const about = purposeOf(source, input.model);
  const { tone } = input.request;
  const several = times.length > 1;
  const question = slot
    ? several
      ? WHICH[tone](slot)
      : QUESTION[tone](slot)
    : period
      ? PICK_DAY[tone](period)
      : about
        ? PICK[tone](about)
        : PICK_ANY[tone];
  let replaced = false;
  // A heading the editor had worded as an order is no order: no "Thank you!" for it (closing.ts).
  const restoredHeading = input.sentences.some((sentence, index) => sentence !== typedInput.sentences[index]);
  let droppedOrder = false;
  const kept = input.sentences.flatMap((sentence) => {
    if (sentence.role !== 'content') return [sentence];
    // The order goes; the rest of what was read as one sentence ("… hall B. Be on time.") stays.
    const rest = withoutOrders(sentence.text);
    if (rest !== sentence.text) droppedOrder = true;
    if (!rest) return [];
    const text = rest
      .replace(MANDATORY, ',')
      .replace(/\s*,\s*([.,!?])/g, '$1')
      .replace(/^,\s*/, '');
    // "Mandatory attendance." said nothing else.
    if (!/[\p{L}\d]/u.test(text)) {
      droppedOrder = true;
      return [];
    }
    if (slot && !replaced && onlySlot(text, times)) {
      replaced = true;
      // Rule "length-kept": "Tuesday 10am or Thursday 3pm, 45 minutes, room 2B." gives how long
      // it lasts; the question holds the times and the place, so the length is said after it.
      // Near miss: a sentence with no length gets the question alone.
      const length = text.match(LENGTH)?.[0];
      const lasts = length ? [{ ...sentence, text: LASTS(length), isAsk: false }] : [];
      return [{ ...sentence, text: question, isAsk: true }, ...lasts];
    }
    return [text === sentence.text ? sentence : { ...sentence, text }];
  });
  if (!replaced) {
    // The slots are still in the message as written: the question points back at them.
    const stated =
      several &&
      kept.some(
        (sentence) => sentence.role === 'content' && times.every((time) => sentence.text.includes(time)),
      );
    const asked = stated ? WHICH_OF_THESE[tone] : question;
    const lastContent = kept.findLastIndex((sentence) => sentence.role === 'content');
    const line = kept[lastContent]?.line ?? 0;
    kept.splice(lastContent + 1, 0, { ...contentSentence(asked, true, line), breakBefore: true });
  }
  return {
    sentences: kept,
    explanation: slotTimes
      ? several
        ? TEXT.meetingWhich(slotTimes, droppedOrder)
        : TEXT.meetingInvite(slotTimes, droppedOrder)
      : period
        ? TEXT.meetingPickDay(period)
        : TEXT.meetingPickTime,
    droppedOrder: droppedOrder || restoredHeading,
    undoesRequests:
      (droppedOrder || restoredHeading) &&
      !kept.some(
        (sentence) =>
          sentence.isAsk &&
          sentence.role === 'content' &&
          ![question, WHICH_OF_THESE[tone]].includes(sentence.text),
      ),
    // An invitation with its question, not an edit of the notice: any question makes a short
    // message longer than the score's 50-character context check, so the floor doesn't compare.
    newForm: true,
  };
}
