import type { Tone } from '../schemas.ts';
import type { Ask } from './asks.ts';
import {
  closing,
  contextLines,
  greeting,
  lowerFirst,
  opener,
  type RenderContext,
  sentence,
} from './compose.ts';
import { Priority, type Segment } from './draft.ts';
import { timingOf } from './timing.ts';

// clarify-message: exactly one specific question, with a short reason why it helps. Every other ask
// becomes a plain sentence, so the reader has one thing to answer.

const QUOTED = /['"‘“]([^'"’”]{1,40})['"’”]/;
const NOT_UNDERSTOOD = /^i (?:don't|do not|didn't|did not) (?:understand|get|know|follow) (.+)$/i;

const SHORT_REASONS: Record<Tone, string> = {
  supportive: 'Asking because I want to get it right.',
  friendly: 'Asking so I get it right, because I care!',
  direct: "Asking because I'd rather not guess.",
  reassuring: "All's well; I ask because I want it right.",
};

const REASONS: Record<Tone, string> = {
  supportive: "I'm asking because I want to get this right for you.",
  friendly: 'Asking because I want to get it right!',
  direct: "I'm asking because I'd rather not guess.",
  reassuring: "I'm only asking because I want to get it right; nothing is amiss.",
};

function oneQuestion(context: RenderContext): { question: string; used?: unknown } {
  for (const part of context.plan.parts) {
    if (part.kind !== 'question') continue;
    const term = part.text.match(QUOTED)?.[1];
    if (term) return { question: `When you say '${term}', what exactly do you have in mind?`, used: part };
    const body = part.text.replace(/^(?:can|could) you\s+/i, '').replace(/\?$/, '');
    return { question: `Just to check: ${lowerFirst(body)}?`, used: part };
  }
  for (const part of context.plan.parts) {
    const unclear = part.kind === 'statement' ? part.text.match(NOT_UNDERSTOOD)?.[1] : undefined;
    if (unclear) return { question: `Could you help me understand ${unclear}?`, used: part };
  }
  return { question: 'Could you tell me a little more about what you mean?' };
}

// Asks turned into statements, so the message keeps a single question mark.
function askAsStatement(ask: Ask): string {
  const action = ask.action.charAt(0).toLowerCase() + ask.action.slice(1);
  if (ask.form === 'have') return `It would help to have ${action}.`;
  if (ask.form === 'we') return `It would help if we could ${action}.`;
  return `It would help if you could ${action}.`;
}

const toStatement = (text: string) => sentence(text.replace(/\?+$/, ''));

export function renderClarify(context: RenderContext): Segment[] {
  const { question, used } = oneQuestion(context);
  const statements: string[] = [];
  const extras: string[] = [];
  for (const part of context.plan.parts) {
    if (part === used || part.kind === 'dropped') continue;
    if (part.kind === 'ask') extras.push(askAsStatement(part.ask));
    else if (part.kind === 'question')
      extras.push(`I'm also wondering: ${lowerFirst(toStatement(part.text))}`);
    else statements.push(part.text);
  }
  context.notes.push('asked one specific question instead of several');
  const reason =
    context.personaId === 'neurodivergent-client'
      ? 'I am asking because I want to understand exactly what you mean.'
      : REASONS[context.request.tone];
  return [
    ...greeting(context),
    ...opener(context),
    { text: question, priority: Priority.essential },
    ...extras.map((text) => ({ text, priority: Priority.essential })),
    ...contextLines(context, statements),
    {
      text: reason,
      short:
        context.personaId === 'neurodivergent-client'
          ? 'I am asking because I want to understand.'
          : SHORT_REASONS[context.request.tone],
      priority: Priority.essential,
      role: 'context',
    },
    ...closing(context, timingOf(context.plan.parts, { background: true })),
  ];
}
