import { askAsItem, askAsQuestion } from './asks.ts';
import {
  askLines,
  closing,
  contextLines,
  greeting,
  hasTime,
  lowerFirst,
  moreContext,
  opener,
  type RenderContext,
  sentence,
} from './compose.ts';
import { Priority, type Segment } from './draft.ts';
import { extractFacts } from './facts.ts';
import type { Part } from './plan.ts';

// schedule-meeting: propose a time (the original's, if it gave one), a short agenda, and room to
// choose another time.

const MEETING =
  /\b(?:meet|meeting|call|talk|session|sync|retro|standup|stand-up|1:1|catch up|catch-up|chat|demo)\b/i;
const ALREADY_BOOKED = /^(?:i've|i have|we've|we have) (?:scheduled|booked|set up|planned|arranged)\b/i;
const BOOKED_WHAT =
  /^(?:i've|i have|we've|we have) (?:scheduled|booked|set up|planned|arranged) (?:a |an |the )?(.+?)(?: to .+)?$/i;
const AGENDA_STATEMENT = /^(?:we'll|we will|we can|to) (.+)$/i;
const TOPIC = /\b(?:about|discuss|go over|regarding|for|on) ((?:the|your|our|this) [^,.?;]+)/i;
const PREPARATION = /^(?:bring|prepare|come prepared|read|review|look at|think about|have a look)\b/i;
const PREPARATION_STATEMENT = /\b(?:come with|bring|prepare)\b/i;
const RELATIVE_DAY = /^(?:today|tomorrow|tonight|next|this|sometime)\b/i;
const essential = (text: string): Segment => ({ text, priority: Priority.essential });

const partText = (part: Part) =>
  part.kind === 'ask' ? part.ask.action : part.kind === 'dropped' ? part.source : part.text;

// "Tomorrow" or "sometime next week" on its own: a time to fold into the proposal.
function isTimeOnly(part: Part): boolean {
  if (part.kind !== 'statement') return false;
  let rest = part.text;
  for (const fact of extractFacts(part.text)) rest = rest.replace(fact.text, '');
  return (
    hasTime(part.text) &&
    rest.replace(/\b(?:sometime|on|at|by|around|minutes?|hours?)\b|\W/gi, '').length === 0
  );
}

const STARTS_WITH_DAY = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d)/i;

const whenSuffix = (when: string) => (when ? ` ${STARTS_WITH_DAY.test(when) ? 'on ' : ''}${when}` : '');
const meetingSubject = (text: string) =>
  /^(?:a|an|the|our|my)\b/i.test(text)
    ? lowerFirst(text)
    : `the ${text.charAt(0).toLowerCase()}${text.slice(1)}`;

// say-no: the writer declines the meeting itself, and offers another time instead.
function decline(meeting: Part | undefined, when: string): string {
  const suffix = whenSuffix(when);
  if (meeting?.kind === 'ask' && meeting.ask.form === 'we')
    return `I can't ${lowerFirst(meeting.ask.action)}${suffix} after all.`;
  const booked = meeting?.kind === 'statement' ? meeting.text.match(BOOKED_WHAT)?.[1] : undefined;
  if (booked) return `I can't make the ${booked}${suffix} after all.`;
  if (meeting?.kind === 'statement')
    return `I can't make ${meetingSubject(meeting.text)}${suffix} after all.`;
  return `I can't make time for this${suffix || ' right now'}.`;
}

function proposal(meeting: Part | undefined, when: string): string {
  const suffix = whenSuffix(when);
  if (!meeting) return `Could we find a time to talk${suffix}?`;
  if (meeting.kind === 'ask')
    return askAsQuestion({ ...meeting.ask, action: `${meeting.ask.action}${suffix}` });
  if (meeting.kind === 'question')
    return meeting.text.replace(/^can\b/i, 'Could').replace(/\?$/, `${suffix}?`);
  const text = meeting.kind === 'statement' ? meeting.text : '';
  if (ALREADY_BOOKED.test(text)) return sentence(`${text}${suffix}`);
  return `Could we have ${meetingSubject(text)}${suffix}?`;
}

export function renderMeeting(context: RenderContext): Segment[] {
  const parts = context.plan.parts.filter((part) => part.kind !== 'dropped');
  const meeting = parts.find(
    (part) => MEETING.test(partText(part)) && !AGENDA_STATEMENT.test(partText(part)),
  );
  const timeOnly = parts.filter(isTimeOnly);
  const when = timeOnly
    .map((part) => partText(part))
    .map((text) => (RELATIVE_DAY.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text))
    .join(', ');
  const rest = parts.filter((part) => part !== meeting && !timeOnly.includes(part));

  const agenda: string[] = [];
  const topic = meeting ? partText(meeting).match(TOPIC)?.[1] : undefined;
  if (topic) agenda.push(topic.charAt(0).toUpperCase() + topic.slice(1));
  const statements: string[] = [];
  const preparationNotes: string[] = [];
  for (const part of rest) {
    const item = part.kind === 'statement' ? part.text.match(AGENDA_STATEMENT)?.[1] : undefined;
    if (item) agenda.push(item.charAt(0).toUpperCase() + item.slice(1));
    else if (part.kind === 'statement' && PREPARATION_STATEMENT.test(part.text))
      preparationNotes.push(part.text);
    else if (part.kind === 'statement') statements.push(part.text);
  }
  // An agenda that only repeats the proposal's topic may go when space is tight.
  const hasAgenda = agenda.length > (topic ? 1 : 0);
  if (agenda.length === 0) agenda.push('A quick catch-up');
  const allAsks = rest.flatMap((part) => (part.kind === 'ask' ? [part.ask] : []));
  const preparation = allAsks
    .filter((ask) => PREPARATION.test(ask.action))
    .map((ask) => ({ ...ask, action: ask.action.replace(/^come prepared with\s+/i, 'bring ') }));
  const asks = allAsks.filter((ask) => !PREPARATION.test(ask.action));
  const questions = rest.flatMap((part) => (part.kind === 'question' ? [part.text] : []));
  context.notes.push(
    hasTime(proposalText(meeting, when))
      ? 'kept the proposed time and left room to choose another'
      : 'proposed a meeting and left room to choose the time',
  );

  if (context.intentId === 'say-no') {
    context.notes.push('declined the meeting clearly and offered another time');
    return [
      ...greeting(context),
      essential(decline(meeting, when)),
      ...askLines(context, asks),
      ...questions.map(essential),
      ...contextLines(context, statements),
      roomLine(context, true),
      moreContext(context),
      ...closing(context, false),
    ];
  }
  return [
    ...greeting(context),
    ...opener(context),
    essential(proposal(meeting, when)),
    {
      text: ['Agenda:', ...agenda.map((item) => `- ${item}`), '- Questions and next steps'].join('\n'),
      short: `Agenda: ${agenda.map((item, index) => (index === 0 ? item : lowerFirst(item))).join('; ')}.`,
      // Without a topic from the original, the agenda is a courtesy that may go when space is tight.
      priority: hasAgenda ? Priority.essential : Priority.closer,
    },
    ...preparationLines([...preparation.map(askAsItem), ...preparationNotes]),
    ...askLines(context, asks),
    ...questions.map(essential),
    ...contextLines(context, statements),
    // The proposal is what happens next, and another time is the alternative: no extra intent line.
    roomLine(context, false),
    moreContext(context),
    ...closing(context, false),
  ];
}

// spec §3: a meeting request leaves room to choose another time.
function roomLine(context: RenderContext, isDeclined: boolean): Segment {
  const isLiteral = context.personaId === 'neurodivergent-client';
  if (isDeclined) {
    return {
      text: isLiteral
        ? 'Please tell me another time that works for you, because your time matters too.'
        : 'Could another time work? Tell me what suits you, because your time matters too.',
      short: 'Another time could work, because your time matters.',
      priority: Priority.essential,
    };
  }
  return {
    text: isLiteral
      ? 'If another time is better for you, please tell me, because your time matters too.'
      : 'If another time suits you better, just say, because your time matters too.',
    short: isLiteral
      ? 'Another time is also fine, because your time matters.'
      : 'Another time works too, because your time matters.',
    priority: Priority.essential,
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

const proposalText = (meeting: Part | undefined, when: string) =>
  `${meeting ? partText(meeting) : ''} ${when}`;
