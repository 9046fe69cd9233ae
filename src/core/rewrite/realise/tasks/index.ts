import type { TaskTypeId } from '../../../schemas.ts';
import { clarifyMessage } from './clarify.ts';
import { composeFromNotes } from './compose-from-notes.ts';
import { gentleFollowup } from './gentle-followup.ts';
import { realtimePhrases } from './realtime-phrases.ts';
import { repairMisunderstanding } from './repair.ts';
import { scheduleMeeting } from './schedule-meeting.ts';
import { stepAwayNotice } from './step-away.ts';
import { type ShapeInput, type ShapeOutcome, unchanged } from './types.ts';

// One part per task type (spec §3, issue 22). write-email is the plain edit itself.
const TASKS: Record<TaskTypeId, (input: ShapeInput) => ShapeOutcome> = {
  'write-email': (input) => unchanged(input),
  'schedule-meeting': scheduleMeeting,
  'step-away-notice': stepAwayNotice,
  'gentle-followup': gentleFollowup,
  'realtime-phrases': realtimePhrases,
  'clarify-message': clarifyMessage,
  'repair-misunderstanding': repairMisunderstanding,
  'compose-from-notes': composeFromNotes,
};

// An unknown task type gets the plain edit (spec §3's generic transform).
export function applyTask(input: ShapeInput): ShapeOutcome {
  const task = TASKS[input.request.taskType as TaskTypeId];
  return task ? task(input) : unchanged(input);
}
