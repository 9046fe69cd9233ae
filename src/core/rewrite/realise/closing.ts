import type { Persona, TaskTypeId, Tone } from '../../schemas.ts';
import type { MessageModel } from '../understand/message-model.ts';
import { keepsAWarning } from './closing-after-warning.ts';
import { type EditNote, HOSTILITY_REMOVED } from './notes.ts';
import { asksForReadersOwnSake } from './own-sake.ts';

// A closing thanks the reader for a request, in the tone and the persona's register, and only
// where it reads as thanks (issue 22). After a dropped insult, blame or order, "Thank you!" reads as
// sarcasm; after the writer's own sign-off or thanks it is a second goodbye; a direct tone ends
// with the ask itself.

const THANKS: Record<Tone, string | null> = {
  supportive: 'Thank you!',
  friendly: 'Thanks!',
  direct: null,
  reassuring: 'Thank you.',
};

// A literal reader gets the plain form; a friend or family member the casual one.
function thanksFor(tone: Tone, persona: Persona): string | null {
  const base = THANKS[tone];
  if (!base) return null;
  if (persona === 'neurodivergent-client') return 'Thank you.';
  if (persona === 'friend-executive' || persona === 'family-adhd') return 'Thanks!';
  return base;
}

// Tasks whose form is not a message that asks: lines to say aloud, a notice of absence.
const NO_CLOSING_TASKS: ReadonlySet<TaskTypeId> = new Set(['realtime-phrases', 'step-away-notice']);

export interface ClosingContext {
  readonly model: MessageModel;
  readonly notes: readonly EditNote[];
  readonly tone: Tone;
  readonly persona: Persona;
  readonly taskType: string;
  // The rewrite asks the reader for something.
  readonly asks: boolean;
  // Some part dropped an order or a reproach of its own (an order to attend, a "quit treating me").
  readonly droppedOrder: boolean;
}

// Rule "no-thanks-after-criticism": thanks after a verdict on the reader's work ("The report you
// sent has several errors. Could you fix it?") or a correction for the future ("… next time")
// reads as a reprimand's sign-off. A negative word about the printer doesn't count: the clause
// must speak of the reader or their work.
const FOR_THE_FUTURE = /\b(?:next time|in (?:the )?future|from now on|going forward)\b/i;

function criticisesReader(model: MessageModel): boolean {
  return model.sentences.some(
    (sentence) =>
      sentence.role === 'content' &&
      sentence.clauses.some(
        (clause) => (clause.mentionsYou && clause.sentiment < 0) || FOR_THE_FUTURE.test(clause.text),
      ),
  );
}

export function closingFor(context: ClosingContext): string | null {
  const { model, notes } = context;
  const madeRequest = notes.some((note) => note.kind === 'request');
  if (!madeRequest || !context.asks || context.droppedOrder) return null;
  // A consequence kept as what the writer will have to do is a warning still: thanks after it read
  // as "or else. Thank you!".
  if (notes.some((note) => HOSTILITY_REMOVED.has(note.kind)) || criticisesReader(model)) return null;
  if (keepsAWarning(model) || asksForReadersOwnSake(model)) return null;
  if (model.hasThanks || model.sentences.some((sentence) => sentence.role === 'signoff')) return null;
  if (NO_CLOSING_TASKS.has(context.taskType as TaskTypeId)) return null;
  return thanksFor(context.tone, context.persona);
}
