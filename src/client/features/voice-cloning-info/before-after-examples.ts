// Two before/after pairs for the voice-cloning info page (spec §2). The calm version is the one
// spoken by Play Voice Sample.
export type BeforeAfterExample = { id: string; situation: string; before: string; after: string };

export const BEFORE_AFTER_EXAMPLES: readonly BeforeAfterExample[] = [
  {
    id: 'report',
    situation: 'Chasing a report at work',
    before: "I need the Q3 numbers ASAP. Why is this still not done? This is urgent and I'm frustrated.",
    after:
      'Hi Sam, could you send me the Q3 numbers by Friday? They help me finish the board report. No rush before then, and thank you!',
  },
  {
    id: 'meeting',
    situation: 'A missed meeting with a friend',
    before: 'You forgot our plans again. You always do this and I am really upset.',
    after:
      "Hi Alex, I missed you at lunch today. I hope everything is okay. Could we pick a new day this week? I'd love to catch up.",
  },
];
