import type { TaskTypeId } from '../../../core/schemas.ts';

export type Scenario = { id: string; title: string; taskType: TaskTypeId; sample: string };

// spec §2: the scenarios are work-email, personal-followup and meeting-request, and the playground
// titles them Email Communication, Meeting Request and Task Assignment, in that order (a quirk we keep).
// Each sample is deliberately harsh so the demo has something to calm down.
export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'work-email',
    title: 'Email Communication',
    taskType: 'write-email',
    sample:
      "I need the Q3 report ASAP. You were supposed to send it yesterday and I'm frustrated that I have to chase you again. This is critical, the client is waiting, so you must get it done today.",
  },
  {
    id: 'personal-followup',
    title: 'Meeting Request',
    taskType: 'gentle-followup',
    sample:
      "You still haven't answered me about meeting up this weekend. I'm upset that you keep ignoring my messages. You need to tell me today whether you're coming or not.",
  },
  {
    id: 'meeting-request',
    title: 'Task Assignment',
    taskType: 'schedule-meeting',
    sample:
      'Mandatory meeting tomorrow at 9am about the project problems. You have to finish your tasks before then, no excuses. We are already behind and this is urgent.',
  },
];
