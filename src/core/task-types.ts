import type { TaskType, TaskTypeId } from './schemas.ts';

// The 8 communication types of spec §3. `prompt` is the instruction given to an AI provider;
// the offline rewriter implements the same promise in code (src/core/rewrite).
export const TASK_TYPES: readonly (TaskType & { id: TaskTypeId; examples: readonly [string, string] })[] = [
  {
    id: 'write-email',
    title: 'Write an Email',
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
    title: 'Schedule a Meeting',
    description: 'Propose a time and a short agenda, and leave room to choose another.',
    prompt:
      'Rewrite the message as a meeting request: propose a time, give a two or three point agenda, and make it easy to suggest a different time.',
    examples: [
      'We need to meet tomorrow at 9am about the launch. Be there.',
      'Meeting Friday 2pm, mandatory, we have to fix the roadmap mess.',
    ],
  },
  {
    id: 'step-away-notice',
    title: 'Step-Away Notice',
    description: 'Say you are stepping away, when you will be back, and who covers meanwhile.',
    prompt:
      'Rewrite the message as a calm step-away notice: say when the writer is away and back, who covers meanwhile, and how to reach them if needed.',
    examples: [
      "I'm out from Monday to Wednesday, deal with it. Sam has the keys.",
      "Can't do anything today, urgent family thing. Back Thursday.",
    ],
  },
  {
    id: 'gentle-followup',
    title: 'Gentle Follow-Up',
    description: 'Restate an earlier ask kindly, without blame or guilt.',
    prompt:
      'Rewrite the message as a gentle follow-up: restate the earlier ask in one line, assume good intent, avoid blame, and offer help or a new time.',
    examples: [
      "You still haven't sent the slides. I asked on Monday. What's going on?",
      'Third reminder: the form is overdue and you must sign it today.',
    ],
  },
  {
    id: 'realtime-phrases',
    title: 'Real-Time Phrases',
    description: 'Get 2 to 4 short phrases you can say in the moment.',
    prompt:
      'Turn the message into two to four short, calm phrases the writer can say out loud in the moment, each on its own line.',
    examples: [
      "Stop interrupting me, you're always doing this in meetings.",
      "Why are you late again? We've been waiting for ages.",
    ],
  },
  {
    id: 'clarify-message',
    title: 'Clarify a Message',
    description: 'Ask one specific question so nobody has to guess.',
    prompt:
      'Rewrite the message as a request for clarification that asks exactly one specific question, with a short reason why it helps.',
    examples: [
      "I don't understand what you want from me. Your email made no sense.",
      'What do you even mean by "fix the stuff"? Which stuff?',
    ],
  },
  {
    id: 'repair-misunderstanding',
    title: 'Repair a Misunderstanding',
    description: 'Acknowledge what went wrong, clarify, and move on without blame.',
    prompt:
      'Rewrite the message to repair a misunderstanding: acknowledge it, clarify what was meant, and suggest one step forward, without blame.',
    examples: [
      "That's not what I said at all. You got it completely wrong again.",
      "You were upset yesterday but you misread my message. It wasn't about you.",
    ],
  },
  {
    id: 'compose-from-notes',
    title: 'Compose from Notes',
    description: 'Turn terse notes into a clear, structured message.',
    prompt:
      'Turn the terse notes into a structured message: a one-line summary, the points as a short list, and one clear next step.',
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
