import type { Persona, Tone } from '../schemas.ts';
import { askAsQuestion } from './asks.ts';
import { calmDown } from './calm-phrases.ts';
import { extractFacts } from './check/facts.ts';
import type { RenderContext } from './compose.ts';
import { sentence } from './compose.ts';
import { Priority, type Segment } from './draft.ts';

// realtime-phrases: two to four short lines the writer can say out loud in the moment.

export const MAX_PHRASES = 4;

// What a heated line was trying to say, said calmly.
const MOMENT_PHRASES: readonly (readonly [RegExp, string])[] = [
  [/interrupt|talking over|cut me off|cutting me off/i, 'Could I finish my thought first, please?'],
  [/not listening|already said|repeat/i, 'Let me say that another way.'],
  [/off topic|focus|going off/i, 'Can we come back to the main topic?'],
  [/running out of time|out of time/i, "We have a little time left, so let's pick the main point."],
  [/\blate\b|waiting|for ages/i, "Glad you're here, let's get started."],
  [/always|never/i, 'Can we look at this one together?'],
];

interface SpokenClose {
  readonly reason: string;
  readonly shortReason: string;
  readonly thanks: string;
}

const SPOKEN: Record<Tone, SpokenClose> = {
  supportive: {
    reason: "I'm saying this because I want us both to be heard.",
    shortReason: 'I say this because it matters to me.',
    thanks: 'Thank you, take your time.',
  },
  friendly: {
    reason: 'Just saying it because I want this to go well!',
    shortReason: 'Just saying because I care!',
    thanks: 'Thanks, no rush!',
  },
  direct: {
    reason: "I'm asking because it keeps us on track.",
    shortReason: 'Asking because it keeps us on track.',
    thanks: 'Thanks, when you can.',
  },
  reassuring: {
    reason: "It's okay; I'm saying this because I care how this goes.",
    shortReason: "It's okay, I say this because I care.",
    thanks: 'No pressure, thank you.',
  },
};
const LITERAL: SpokenClose = {
  reason: 'I am saying this because it helps me follow the conversation.',
  shortReason: 'I am saying this because it helps me.',
  thanks: 'Thank you. There is no pressure.',
};

// The persona shows in what is said last: worth for a manager, warmth for family, one step at a time.
const PERSONA_TAIL: Partial<Record<Persona, string>> = {
  'teammate-adhd': 'We can take it one step at a time.',
  'manager-rsd': 'I really value working with you.',
  'friend-executive': "I'm happy to help with the next step.",
  'family-adhd': 'I appreciate you.',
};

const spokenClose = (tone: Tone, persona: Persona) =>
  persona === 'neurodivergent-client' ? LITERAL : SPOKEN[tone];
const keyWords = (text: string) => new Set(text.toLowerCase().match(/\b[a-z]{5,}\b/g) ?? []);
const overlaps = (a: string, b: string) => [...keyWords(a)].some((word) => keyWords(b).has(word));

function contentLines(context: RenderContext): string[] {
  const lines: string[] = [];
  const add = (line: string) => {
    if (!lines.some((existing) => existing === line || overlaps(existing, line))) lines.push(line);
  };
  for (const part of context.plan.parts) {
    if (part.kind !== 'dropped') continue;
    const phrase = MOMENT_PHRASES.find(([pattern]) => pattern.test(part.source))?.[1];
    if (phrase) add(phrase);
    else if (extractFacts(part.source).length > 0) add(sentence(calmDown(part.source)));
  }
  for (const part of context.plan.parts) {
    if (part.kind === 'ask') add(askAsQuestion(part.ask));
    if (part.kind === 'question' || part.kind === 'statement') add(sentence(part.text));
  }
  if (lines.length === 0) lines.push('Can we pause for a moment, please?');
  return lines;
}

export function renderPhrases(context: RenderContext): Segment[] {
  const { reason, shortReason, thanks } = spokenClose(context.request.tone, context.personaId);
  const content = contentLines(context);
  const intent = context.intentId;
  if (intent === 'say-no') content.splice(1, 0, "I can't right now, but later works.");
  const prefix =
    intent === 'update' ? 'Quick note: ' : intent === 'follow-up' ? 'Coming back to what I said: ' : '';
  const isSorry = intent === 'apologize';
  const spokenReason = isSorry ? 'Sorry, let me say that better, because it matters to me.' : reason;
  // Two content lines at most, so the phrases stay few enough to remember.
  const [first = '', ...others] = content;
  const lines: Segment[] = [
    { text: `${prefix}${first}`, priority: Priority.essential },
    ...(others.length ? [{ text: others.join(' '), priority: Priority.essential }] : []),
    {
      text: spokenReason,
      priority: Priority.essential,
      short: isSorry ? 'Sorry, let me say that better, because I care.' : shortReason,
    },
    {
      text: [thanks, PERSONA_TAIL[context.personaId]].filter(Boolean).join(' '),
      short: thanks,
      priority: Priority.essential,
    },
  ];
  context.notes.push(`turned it into ${lines.length} short phrases you can say in the moment`);
  return lines;
}
