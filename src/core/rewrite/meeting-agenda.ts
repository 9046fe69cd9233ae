import type { Ask } from './asks.ts';
import { lowerFirst } from './compose.ts';
import { Priority, type Segment } from './draft.ts';
import { AGENDA_STATEMENT, type MeetingRequest } from './meeting-request.ts';
import type { Part } from './plan.ts';

// A meeting's short agenda, from the content: the topic of the request ("about the project"), the
// original's own agenda lines ("we'll go over …"), or else what its first ask is about.

// Where a topic's noun phrase ends: "the mockups by 5pm tomorrow so …" → "the mockups".
const TOPIC_END =
  /\s+(?:by|before|until|till|on|at|so|if|when|because|this|next|today|tomorrow|tonight|asap)\b.*$/i;
const OBJECT =
  /^\S+(?:\s+(?:me|us|you|them|him|her))?\s+((?:the|your|our|my|this|these|those|a|an)\s+\S.*)$/i;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function askTopic(ask: Ask): string | undefined {
  const phrase = ask.form === 'have' ? ask.action : ask.action.match(OBJECT)?.[1];
  const topic = phrase?.replace(TOPIC_END, '').trim();
  return topic && topic.split(/\s+/).length >= 2 ? capitalise(topic) : undefined;
}

export function meetingAgenda(request: MeetingRequest, rest: readonly Part[], asks: readonly Ask[]): Segment {
  const items: string[] = [];
  const add = (item: string | undefined) => {
    const clean = item?.replace(/[.!?]+$/, '').trim();
    if (clean && !items.some((existing) => existing.toLowerCase() === clean.toLowerCase()))
      items.push(capitalise(clean));
  };
  add(request.topic);
  for (const part of rest) if (part.kind === 'statement') add(part.text.match(AGENDA_STATEMENT)?.[1]);
  if (items.length === 0) add(asks.map(askTopic).find((topic) => topic !== undefined));
  // Without a topic from the original, the agenda is a courtesy that may go when space is tight.
  const hasAgenda = items.length > 0;
  if (!hasAgenda) items.push('A quick catch-up');
  return {
    text: ['Agenda:', ...items.map((item) => `- ${item}`), '- Questions and next steps'].join('\n'),
    short: `Agenda: ${items.map((item, index) => (index === 0 ? item : lowerFirst(item))).join('; ')}.`,
    priority: hasAgenda ? Priority.essential : Priority.closer,
  };
}
