import type { TaskType, TaskTypeId } from './schemas.ts';
import { TASK_TYPE_TITLES } from './task-type-titles.ts';

// The 8 communication types of spec §3. `prompt` is the instruction given to an AI provider;
// the offline rewriter implements the same promise in code (src/core/rewrite).
export const TASK_TYPES: readonly (TaskType & { id: TaskTypeId; examples: readonly [string, string] })[] = [
  {
    id: 'write-email',
    title: TASK_TYPE_TITLES['write-email'],
    description: 'Turn a tense draft into a short, clear e-mail that is easy to act on.',
    prompt:
      'Rewrite the message as a short, clear e-mail: a friendly greeting, the one thing you need, any details as a short list, and a kind close with no pressure.',
    examples: [
      'I need the Q3 report ASAP. You were supposed to send it yesterday.',
      'Why is the invoice still not done? This is urgent, the client is angry.',
    ],
  },
  {
    id: 'schedule-meeting',
    title: TASK_TYPE_TITLES['schedule-meeting'],
    description: 'Invite people to a time, with its purpose, place and length, and ask whether it works.',
    prompt:
      'Rewrite the message as a meeting invitation: state the purpose, the times the message offers (never invent one), the length and place when given, and end with a clear question to confirm or pick a time. An order to attend becomes an invitation with the same time and place.',
    examples: [
      'We need to meet tomorrow at 9am about the launch. Be there.',
      'Meeting Friday 2pm, mandatory, we have to fix the roadmap mess.',
    ],
  },
  {
    id: 'step-away-notice',
    title: TASK_TYPE_TITLES['step-away-notice'],
    description: 'Say you are stepping away, when you will be back, and who covers meanwhile.',
    prompt:
      'Rewrite the message as a calm step-away notice: say when the writer is away, when they are back and who covers meanwhile, only as the message gives them.',
    examples: [
      "I'm out from Monday to Wednesday, deal with it. Sam has the keys.",
      "Can't do anything today, urgent family thing. Back Thursday.",
    ],
  },
  {
    id: 'gentle-followup',
    title: TASK_TYPE_TITLES['gentle-followup'],
    description: 'Restate an earlier ask kindly, without blame or guilt.',
    prompt:
      'Rewrite the message as a gentle follow-up: refer to the earlier ask in one line, assume good intent, and drop reproach such as "still waiting", "again" or comparisons with others.',
    examples: [
      "You still haven't sent the slides. I asked on Monday. What's going on?",
      'Third reminder: the form is overdue and you must sign it today.',
    ],
  },
  {
    id: 'realtime-phrases',
    title: TASK_TYPE_TITLES['realtime-phrases'],
    description: 'Get 3 to 5 short phrases you can say in the moment.',
    prompt:
      "Turn the message into three to five short, calm lines the writer could say out loud in this situation, each on its own line, built from the message's own subject. No generic lines, and never repeat the message itself as a line.",
    examples: [
      "Stop interrupting me, you're always doing this in meetings.",
      "Why are you late again? We've been waiting for ages.",
    ],
  },
  {
    id: 'clarify-message',
    title: TASK_TYPE_TITLES['clarify-message'],
    description: 'Ask one specific question so nobody has to guess.',
    prompt:
      "Rewrite the message as a request for clarification that asks exactly one specific question, and drop any verdict on the reader's message.",
    examples: [
      "I don't understand what you want from me. Your email made no sense.",
      'What do you even mean by "fix the stuff"? Which stuff?',
    ],
  },
  {
    id: 'repair-misunderstanding',
    title: TASK_TYPE_TITLES['repair-misunderstanding'],
    description: 'Acknowledge what went wrong, clarify, and move on without blame.',
    prompt:
      'Rewrite the message to repair a misunderstanding: name the misunderstanding and the fact that resolves it, without blame, and drop any order about how the reader treats the writer.',
    examples: [
      "That's not what I said at all. You got it completely wrong again.",
      "You were upset yesterday but you misread my message. It wasn't about you.",
    ],
  },
  {
    id: 'compose-from-notes',
    title: TASK_TYPE_TITLES['compose-from-notes'],
    description: 'Turn terse notes into a clear, structured message.',
    prompt:
      'Turn the terse notes into a message in sentences: keep every item, join related items, ask once where a note asks for something, and use a short numbered list only where the items are steps in order.',
    examples: [
      'budget due fri, need numbers from ops, mtg moved to 3pm, ask Dana re vendor',
      'launch slipping, QA blocked, need decision on scope by Wed, call me',
    ],
  },
];

export const GENERIC_TASK_PROMPT =
  'Rewrite the message to be short, clear, kind and low-pressure for a reader with ADHD: lead with the main point, use short sentences, and remove urgency and blame.';

export function findTaskType(id: string) {
  return TASK_TYPES.find((type) => type.id === id);
}
