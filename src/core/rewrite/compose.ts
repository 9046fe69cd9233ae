import type { Intent, Persona, TransformRequest } from '../schemas.ts';
import { type Ask, askAsItem, askAsQuestion } from './asks.ts';
import { extractFacts } from './check/facts.ts';
import { Priority, type Segment } from './draft.ts';
import type { MessagePlan, Part } from './plan.ts';
import type { Timing } from './timing.ts';
import {
  INTENT_WORDS,
  type IntentWords,
  PERSONA_WORDS,
  type PersonaWords,
  type ToneWords,
  toneWords,
} from './wording.ts';

// Building blocks shared by the task renderers: greeting, asks, context, and the calm close.

export interface RenderContext {
  readonly plan: MessagePlan;
  readonly request: TransformRequest;
  readonly tone: ToneWords;
  readonly intent: IntentWords;
  readonly persona: PersonaWords;
  readonly intentId: Intent;
  readonly personaId: Persona;
  // Plain-language notes for the explanation ("proposed the time and left room to choose").
  readonly notes: string[];
}

export function makeContext(plan: MessagePlan, request: TransformRequest): RenderContext {
  return {
    plan,
    request,
    tone: toneWords(request.tone, request.persona),
    intent: INTENT_WORDS[request.intent],
    persona: PERSONA_WORDS[request.persona],
    intentId: request.intent,
    personaId: request.persona,
    notes: [],
  };
}

export const asksOf = (parts: readonly Part[]): Ask[] =>
  parts.flatMap((part) => (part.kind === 'ask' ? [part.ask] : []));
export const textsOf = (parts: readonly Part[], kind: 'statement' | 'question'): string[] =>
  parts.flatMap((part) => (part.kind === kind ? [part.text] : []));

const LOWER_STARTS = new Set(
  "the this that these those it it's its there there's we we're we'll our my your a an they their some any which what when where who how is are do does can could something someone everyone everybody nobody all each here no".split(
    ' ',
  ),
);
export const lowerFirst = (text: string) => {
  const first = text.split(/\s/)[0]?.toLowerCase() ?? '';
  return LOWER_STARTS.has(first) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
};
// "Update the docs" → "update the docs"; "I" and acronyms keep their capitals.
const lowerVerb = (text: string) =>
  /^(?:I\b|[A-Z]{2})/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
export const sentence = (text: string) =>
  /[.!?:]$/.test(text) || /\S+:\/\/\S+$/.test(text) ? text : `${text}.`;

export function greeting(context: RenderContext): Segment[] {
  const { tone, plan } = context;
  const name = plan.name ? ` ${plan.name}` : '';
  const punctuation = tone.hello === 'Hey' ? '!' : ',';
  const segments: Segment[] = [{ text: `${tone.hello}${name}${punctuation}`, priority: Priority.greeting }];
  if (context.persona.lead) {
    const isAppreciation = context.personaId === 'manager-rsd';
    segments.push({
      text: context.persona.lead,
      priority: isAppreciation ? Priority.opener : Priority.lead,
      short: isAppreciation ? 'Thank you for all your work on this.' : undefined,
    });
  }
  return segments;
}

export function opener(context: RenderContext): Segment[] {
  const { opener: text, shortOpener } = context.intent;
  // The intent line stays even when space is tight: it is what makes an apology or a "no" (spec §3).
  return text ? [{ text, priority: Priority.essential, short: shortOpener }] : [];
}

// What happens next (apologize) or the alternative on offer (say-no): part of what the intent means.
export function closer(context: RenderContext): Segment[] {
  const { closer: text, shortCloser } = context.intent;
  return text ? [{ text, short: shortCloser, priority: Priority.essential }] : [];
}

// A link inside an ask reads better on its own line: "Could you join? Link: https://…".
const LINK = /:?\s*((?:https?:\/\/|www\.)\S+)$/;

// "Fix the setup section first" is the first step, wherever the original put it.
const FIRST = /,?\s+first$/i;
const firstThingsFirst = (asks: readonly Ask[]) => [
  ...asks.filter((ask) => FIRST.test(ask.action)),
  ...asks.filter((ask) => !FIRST.test(ask.action)),
];

// One ask is a question; several are a short list; some personas get one clear first step.
export function askLines(context: RenderContext, asks: readonly Ask[]): Segment[] {
  if (asks.length === 0) return [];
  const links: string[] = [];
  const clean = firstThingsFirst(asks).map((ask) => {
    const link = ask.action.match(LINK);
    if (!link?.[1]) return ask;
    links.push(`Here's the link: ${link[1]}`);
    return { ...ask, action: ask.action.slice(0, link.index).trim() || 'join' };
  });
  const lines = [...stepLines(context, clean), ...links];
  return lines.map((text) => ({ text, priority: Priority.essential }));
}

function stepLines(context: RenderContext, asks: readonly Ask[]): string[] {
  const [first, ...rest] = asks;
  if (!first) return [];
  const label = context.persona.stepLabel;
  if (context.personaId === 'friend-executive') {
    const later = rest.map((ask) => lowerVerb(askAsItem(ask)));
    context.notes.push('kept it to one small next step');
    return [
      `${label} ${askAsQuestion(first)}`,
      ...(later.length ? [`Later, if you have time: ${later.join('; ')}.`] : []),
    ];
  }
  if (context.personaId === 'neurodivergent-client' && rest.length > 0) {
    return [`${label}`, ...asks.map((ask, index) => `${index + 1}. ${askAsQuestion(ask)}`)];
  }
  if (label && rest.length > 0) {
    context.notes.push('named a clear first step');
    // "First step: Fix the setup section." needs no second "first".
    const step = { ...first, action: first.action.replace(FIRST, '') };
    return [`${label} ${sentence(askAsItem(step))}`, 'Then:', ...rest.map((ask) => `- ${askAsItem(ask)}`)];
  }
  if (label) return [`${label} ${askAsQuestion(first)}`];
  if (rest.length === 0) return [askAsQuestion(first)];
  context.notes.push('put the asks in a short list');
  return ['Could you help with these?', ...asks.map((ask) => `- ${askAsItem(ask)}`)];
}

// Background sentences, introduced with the tone's context words ("For context, …").
export function contextLines(context: RenderContext, statements: readonly string[]): Segment[] {
  if (statements.length === 0) return [];
  const lead = context.tone.contextLead;
  const [first, ...rest] = statements;
  if (statements.length >= 3 || statements.join(' ').length > 140) {
    return [
      { text: lead, priority: Priority.essential, role: 'context' },
      ...statements.map((text) => ({ text: `- ${text}`, priority: Priority.essential })),
    ];
  }
  const text = [`${lead} ${sentence(lowerFirst(first ?? ''))}`, ...rest.map(sentence)].join(' ');
  // Background without a single fact is the first thing to go when space is tight.
  const hasFacts = statements.some((statement) => extractFacts(statement).length > 0);
  return [{ text, priority: hasFacts ? Priority.essential : Priority.closer, role: 'context' }];
}

const FLEXIBLE_LINES: Record<Timing, (tone: RenderContext['tone']) => readonly [string, string]> = {
  open: (tone) => [tone.flexible, tone.shortClose],
  proposed: (tone) => [tone.flexibleTimed, tone.shortCloseTimed],
  due: (tone) => [tone.flexibleDue, tone.shortCloseTimed],
};

// The calm close: a flexible-timing line that fits the message's timing, and a thank-you. With
// 'own-line' the renderer already wrote its flexible line (a meeting's room to choose another time).
export function closing(context: RenderContext, timing: Timing | 'own-line'): Segment[] {
  const { tone, persona } = context;
  const extra = persona.closeExtra ? ` ${persona.closeExtra}` : '';
  // The writer's own sign-off name ("Thanks, Sam") stays, under our close.
  const signature = context.plan.signature?.replace(/[.!]+$/, '');
  const flexible: Segment[] = [];
  if (timing !== 'own-line') {
    const [text, short] = FLEXIBLE_LINES[timing](tone);
    // The persona's own close ("I appreciate you.") stays when the separate thank-you line goes.
    flexible.push({ text, priority: Priority.essential, short: `${short}${extra}`, role: 'flexible' });
  }
  return [
    ...flexible,
    { text: `${tone.close}${extra}`, priority: Priority.close, role: 'close' },
    ...(signature ? [{ text: signature, priority: Priority.essential }] : []),
  ];
}

export const moreContext = (context: RenderContext): Segment => ({
  text: context.tone.moreContext,
  short: context.tone.shortMoreContext,
  priority: Priority.extra,
  role: 'context',
});
