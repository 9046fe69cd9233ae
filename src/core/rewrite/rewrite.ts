import type { GenerationResult, TaskTypeId, TransformRequest } from '../schemas.ts';
import { makeContext, type RenderContext } from './compose.ts';
import { joinSegments, Priority, type Segment } from './draft.ts';
import { explainRewrite } from './explain.ts';
import { buildPlan } from './plan.ts';
import { renderClarify } from './render-clarify.ts';
import { renderEmail } from './render-email.ts';
import { renderMeeting } from './render-meeting.ts';
import { renderNotes } from './render-notes.ts';
import { MAX_PHRASES, renderPhrases } from './render-phrases.ts';
import { renderRepair } from './render-repair.ts';
import { renderStepAway } from './render-step-away.ts';
import { type RepairOptions, repairDraft } from './repair.ts';

// The offline rewrite engine (DESIGN §1): deterministic, pure and fast. It reads the original into a
// plan (asks, background, blame to leave out), writes the message the task type promises (spec §3),
// then checks its own draft with the analysis rules and repairs it.

const RENDERERS: Record<TaskTypeId, (context: RenderContext) => Segment[]> = {
  'write-email': (context) => renderEmail(context, { greet: true, followUp: false }),
  'schedule-meeting': renderMeeting,
  'step-away-notice': renderStepAway,
  'gentle-followup': (context) => renderEmail(context, { greet: true, followUp: true }),
  'realtime-phrases': renderPhrases,
  'clarify-message': renderClarify,
  'repair-misunderstanding': renderRepair,
  'compose-from-notes': renderNotes,
};

// spec §3: an unknown task type gets the generic ADHD-friendly transform (main point first, no greeting).
const renderGeneric = (context: RenderContext) => renderEmail(context, { greet: false, followUp: false });

const REPAIR_OPTIONS: Partial<Record<TaskTypeId, RepairOptions>> = {
  'realtime-phrases': { maxLines: MAX_PHRASES },
  'clarify-message': { singleQuestion: true },
};

const isTaskTypeId = (id: string): id is TaskTypeId => Object.hasOwn(RENDERERS, id);

// "Happy to share more context" only when no other line gives a reason or context already (spec §5
// "lacks context"); next to a "For context:" line it is filler.
const CONTEXT_WORD = /\b(?:because|context|reasons?)\b/i;
const isContextOffer = (segment: Segment) =>
  segment.role === 'context' && segment.priority === Priority.extra;
function withoutSpareOffer(draft: readonly Segment[]): Segment[] {
  const hasContext = draft.some((segment) => !isContextOffer(segment) && CONTEXT_WORD.test(segment.text));
  return hasContext ? draft.filter((segment) => !isContextOffer(segment)) : [...draft];
}

export function rewriteMessage(request: TransformRequest): GenerationResult {
  const original = request.originalMessage;
  const plan = buildPlan(original);
  const context = makeContext(plan, request);
  const taskType = isTaskTypeId(request.taskType) ? request.taskType : undefined;
  const draft = withoutSpareOffer(taskType ? RENDERERS[taskType](context) : renderGeneric(context));
  const repaired = repairDraft(draft, original, plan, taskType ? REPAIR_OPTIONS[taskType] : undefined);
  const generatedMessage = joinSegments(repaired);
  return {
    generatedMessage,
    explanation: explainRewrite(original, generatedMessage, plan, context.notes, request.persona),
  };
}
