// spec §4 Voice wizard: 3 scripted scenarios, read in order. Each script takes about 25–35 seconds
// to read aloud at a calm pace (spec §5 guidance: 20–40 s each) and covers everyday, warm speech.
export type WizardScenario = { id: string; title: string; setting: string; script: string };

export const WIZARD_SCENARIOS: readonly WizardScenario[] = [
  {
    id: 'work',
    title: 'Work Communication',
    setting: 'Imagine you are leaving a voice note for a teammate.',
    script:
      "Hi Sam, it's me. I wanted to share a quick update on the project. We finished the first draft " +
      "yesterday, and I'm going through the feedback this morning. There's no rush on your side. When " +
      'you have a moment, have a look at the notes I left, and tell me what you think. If anything feels ' +
      "unclear, just ask, and we can talk it through together. Thanks for all the care you've put into this.",
  },
  {
    id: 'family',
    title: 'Family Support',
    setting: 'Imagine you are checking in on someone in your family.',
    script:
      'Hey, I just wanted to check in and see how your week is going. I know things have been busy ' +
      "lately, and that's completely okay. Whenever you feel ready, I'd love to hear about your day. " +
      "Dinner is at seven on Sunday if you'd like to join us, but there's no pressure at all. I'm proud " +
      "of you, and I'm always here if you need anything.",
  },
  {
    id: 'friend',
    title: 'Friend Connection',
    setting: 'Imagine you are reaching out to a friend you miss.',
    script:
      "Hi! It's been a little while, and I've been thinking about you. I found a new coffee place near " +
      "the park, and it made me smile, because it looks like somewhere you would love. If you're free one " +
      "afternoon next week, maybe we could meet there. No worries if the timing doesn't work. We can " +
      'always find another day. Talk soon!',
  },
];
