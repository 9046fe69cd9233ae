import type { Tone } from '../schemas.ts';
import {
  askLines,
  asksOf,
  closing,
  greeting,
  lowerFirst,
  opener,
  type RenderContext,
  sentence,
  textsOf,
} from './compose.ts';
import { Priority, type Segment } from './draft.ts';
import { timingOf } from './timing.ts';

// repair-misunderstanding: acknowledge, clarify what was meant, and move on together, without blame.

const ACKNOWLEDGE: Record<Tone, string> = {
  supportive: "I'm writing because I think we understood this differently, and that's okay.",
  friendly: "Writing because I think we got our wires crossed, and that's totally fine!",
  direct: "I'm writing because I think we understood this differently.",
  reassuring: "It's okay. I'm writing because I think we simply understood this differently.",
};
const LITERAL_ACKNOWLEDGE =
  'I am writing because I think we understood this in different ways. That is okay.';

const SHORT_ACKNOWLEDGE: Record<Tone, string> = {
  supportive: 'Writing because I think we understood this differently.',
  friendly: 'Writing because I think we got our wires crossed!',
  direct: 'Writing because I think we understood this differently.',
  reassuring: "It's okay, writing because we understood this differently.",
};

const MOVE_ON: Record<Tone, string> = {
  supportive: "Let's move forward from here together.",
  friendly: "Let's move on together, all good!",
  direct: "Let's move forward from here.",
  reassuring: "We're fine, and we can move forward from here together.",
};

export function renderRepair(context: RenderContext): Segment[] {
  const { plan, request } = context;
  const isLiteral = context.personaId === 'neurodivergent-client';
  const statements = textsOf(plan.parts, 'statement').map(sentence);
  const questions = textsOf(plan.parts, 'question');
  const clarify = statements.length > 0 ? [`To clarify: ${lowerFirst(statements.join(' '))}`] : [];
  context.notes.push('acknowledged the misunderstanding, clarified it and moved on without blame');
  return [
    ...greeting(context),
    ...opener(context),
    {
      text: isLiteral ? LITERAL_ACKNOWLEDGE : ACKNOWLEDGE[request.tone],
      short: isLiteral
        ? 'I think we understood this in different ways, because of my wording.'
        : SHORT_ACKNOWLEDGE[request.tone],
      priority: Priority.essential,
      role: 'context',
    },
    ...clarify.map((text) => ({ text, priority: Priority.essential })),
    ...askLines(context, asksOf(plan.parts)),
    ...questions.map((text) => ({ text, priority: Priority.essential })),
    // Moving on is both what happens next and the way forward, so no second intent line.
    {
      text: isLiteral ? 'We can continue from here together.' : MOVE_ON[request.tone],
      short: isLiteral ? 'We can continue together.' : "Let's move on together.",
      priority: Priority.essential,
    },
    ...closing(context, timingOf(plan.parts, { background: false })),
  ];
}
