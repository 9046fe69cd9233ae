import type { TaskTypeId } from './schemas.ts';

// The titles of the 8 communication types of spec §3, in the sidebar's order. Kept apart from
// task-types.ts so that a surface that only names them (the extension's panel) does not ship
// every provider prompt and example.
export const TASK_TYPE_TITLES: Readonly<Record<TaskTypeId, string>> = {
  'write-email': 'Write an Email',
  'schedule-meeting': 'Schedule a Meeting',
  'step-away-notice': 'Step-Away Notice',
  'gentle-followup': 'Gentle Follow-Up',
  'realtime-phrases': 'Real-Time Phrases',
  'clarify-message': 'Clarify a Message',
  'repair-misunderstanding': 'Repair a Misunderstanding',
  'compose-from-notes': 'Compose from Notes',
};
