import type { Tone } from '../schemas.ts';
import { type Ask, askAsItem, askAsQuestion } from './asks.ts';
import {
  askLines,
  closing,
  contextLines,
  greeting,
  lowerFirst,
  moreContext,
  opener,
  type RenderContext,
  sentence,
} from './compose.ts';
import { Priority, type Segment } from './draft.ts';
import { meetingAgenda } from './meeting-agenda.ts';
import { ALREADY_BOOKED, type MeetingRequest, partText, readMeetingRequest } from './meeting-request.ts';
import type { Part } from './plan.ts';
import { hasUpcomingTime } from './timing.ts';

// schedule-meeting (spec §3): propose a time (the original's, if it gave one) in one fluent question,
// a short agenda from the content, and room to choose another time.

const BOOKED_WHAT =
  /^(?:i've|i have|we've|we have) (?:scheduled|booked|set up|planned|arranged) (?:a |an |the )?(.+?)(?: to .+)?$/i;
const PREPARATION = /^(?:bring|prepare|come prepared|read|review|look at|think about|have a look)\b/i;
const PREPARATION_STATEMENT = /\b(?:come with|bring|prepare)\b/i;
const essential = (text: string): Segment => ({ text, priority: Priority.essential });

// "Meeting with Dana" → "meet with Dana"; "Team retro" → "have the team retro".
function asVerbPhrase(subject: string): string {
  const bare = subject.match(/^(?:a |the )?(meeting|call|chat)\b(.*)$/i);
  if (bare?.[1]?.toLowerCase() === 'meeting') return `meet${bare[2]}`;
  if (bare) return `have a ${bare[1]?.toLowerCase()}${bare[2]}`;
  return `have ${withArticle(subject)}`;
}
const withArticle = (text: string) =>
  /^(?:a|an|the|our|my|your)\b/i.test(text)
    ? lowerFirst(text)
    : `the ${text.charAt(0).toLowerCase()}${text.slice(1)}`;

function proposal({ part, subject, when }: MeetingRequest): string {
  if (!part) return when ? `Could we meet${when}?` : 'Could we find a time to talk?';
  if (part.kind === 'ask') {
    const ask: Ask = part.ask.form === 'please' ? { ...part.ask, form: 'you' } : part.ask;
    if (ask.form === 'have') return `Could we ${asVerbPhrase(subject)}${when}?`;
    return askAsQuestion({ ...ask, action: `${subject}${when}` });
  }
  if (part.kind === 'question') return `${subject.replace(/^can\b/i, 'Could')}${when}?`;
  if (ALREADY_BOOKED.test(subject)) return sentence(`${subject}${when}`);
  return `Could we ${asVerbPhrase(subject)}${when}?`;
}

// say-no: the writer declines the meeting itself, and offers another time instead.
function decline({ part, fullSubject, when }: MeetingRequest): string {
  if (part?.kind === 'ask' && part.ask.form === 'we')
    return `I can't ${lowerFirst(fullSubject)}${when} after all.`;
  const booked = part?.kind === 'statement' ? fullSubject.match(BOOKED_WHAT)?.[1] : undefined;
  if (booked) return `I can't make the ${booked}${when} after all.`;
  if (part?.kind === 'statement') return `I can't make ${withArticle(fullSubject)}${when} after all.`;
  return when ? `I can't make time to meet${when}.` : "I can't make time for this right now.";
}

export function renderMeeting(context: RenderContext): Segment[] {
  const parts = context.plan.parts.filter((part) => part.kind !== 'dropped');
  const request = readMeetingRequest(parts);
  const rest = parts.filter((part) => part !== request.part && !request.timeParts.includes(part));
  const allAsks = rest.flatMap((part) => (part.kind === 'ask' ? [part.ask] : []));
  const preparation = allAsks
    .filter((ask) => PREPARATION.test(ask.action))
    .map((ask) => ({ ...ask, action: ask.action.replace(/^come prepared with\s+/i, 'bring ') }));
  const asks = beforeThen(
    request,
    allAsks.filter((ask) => !PREPARATION.test(ask.action)),
  );
  const questions = rest.flatMap((part) => (part.kind === 'question' ? [part.text] : []));
  const background = rest.flatMap((part) => (part.kind === 'statement' ? [part] : []));
  const statements = background.filter((part) => !isAgendaOrPreparation(part)).map((part) => part.text);
  context.notes.push(
    request.when
      ? 'proposed the time from your message and left room to choose another'
      : 'proposed a meeting and left room to choose the time',
  );

  if (context.intentId === 'say-no') {
    context.notes.push('declined the meeting clearly and offered another time');
    return [
      ...greeting(context),
      essential(decline(request)),
      ...askLines(context, asks),
      ...questions.map(essential),
      ...contextLines(
        context,
        background.map((part) => part.text),
      ),
      roomLine(context, true),
      moreContext(context),
      ...closing(context, 'own-line'),
    ];
  }
  const preparationNotes = rest.flatMap((part) =>
    part.kind === 'statement' && PREPARATION_STATEMENT.test(part.text) ? [part.text] : [],
  );
  return [
    ...greeting(context),
    ...opener(context),
    essential(proposal(request)),
    meetingAgenda(request, rest, asks),
    ...preparationLines([...preparation.map(askAsItem), ...preparationNotes]),
    ...askLines(context, asks),
    ...questions.map(essential),
    ...contextLines(context, statements),
    // The proposal is what happens next, and another time is the alternative: no extra intent line.
    roomLine(context, false),
    moreContext(context),
    ...closing(context, 'own-line'),
  ];
}

// One ask next to a proposed time is what the reader can do before the meeting.
function beforeThen(request: MeetingRequest, asks: readonly Ask[]): Ask[] {
  const [ask] = asks;
  const isOpen = ask && !ask.condition && !/\b(?:when|if|once)\b/i.test(ask.action);
  if (!request.when || asks.length !== 1 || !isOpen || hasUpcomingTime(ask.action)) return [...asks];
  return [{ ...ask, condition: 'Before then' }];
}

const isAgendaOrPreparation = (part: Part) =>
  /^(?:we'll|we will|we can|to) /i.test(partText(part)) || PREPARATION_STATEMENT.test(partText(part));

// spec §3: a meeting request leaves room to choose another time. The line also carries the close's
// "no pressure", so the reader has one calm line instead of two.
const ROOM: Record<Tone, string> = {
  supportive: 'If another time suits you better, just say, because your time matters too. No pressure.',
  friendly: "If another time's easier, just say, because your time matters too. No pressure!",
  direct: 'If another time works better, tell me, because your time matters too. No pressure.',
  reassuring:
    "There's no pressure: if another time suits you better, that's fine, because your time matters too.",
};
const LITERAL_ROOM =
  'If another time is better for you, please tell me, because your time matters too. There is no pressure.';

function roomLine(context: RenderContext, isDeclined: boolean): Segment {
  const isLiteral = context.personaId === 'neurodivergent-client';
  const extra = context.persona.closeExtra ? ` ${context.persona.closeExtra}` : '';
  const shortRoom = isDeclined
    ? 'Another time could work, because your time matters.'
    : 'Another time works, because your time matters.';
  const declined = isLiteral
    ? 'Please tell me another time that works for you, because your time matters too. There is no pressure.'
    : 'Could another time work? Tell me what suits you, because your time matters too. No pressure.';
  return {
    text: isDeclined ? declined : isLiteral ? LITERAL_ROOM : ROOM[context.request.tone],
    short: `${shortRoom} ${context.tone.shortCloseTimed}${extra}`,
    priority: Priority.essential,
    role: 'flexible',
  };
}

function preparationLines(items: readonly string[]): Segment[] {
  if (items.length === 0) return [];
  return [
    {
      text: ['To prepare, if you have time:', ...items.map((item) => `- ${item}`)].join('\n'),
      short: `To prepare: ${items.map(lowerFirst).join('; ')}.`,
      priority: Priority.essential,
    },
  ];
}
