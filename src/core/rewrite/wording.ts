import type { Intent, Persona, Tone } from '../schemas.ts';

// The engine's own phrases, as data. Every flexible line holds a phrase the analysis counts as
// flexible timing (analysis/bonuses.ts), every context line the word "context", "because" or "reason",
// and none holds a word from the spec §5 trigger, vague or negative lists.

export interface ToneWords {
  readonly hello: string;
  // Nothing in the message is timed: reply in your own time.
  readonly flexible: string;
  // The ask proposes a time: leave room to change it.
  readonly flexibleTimed: string;
  // The background names a date something is due: gentle, without a "no rush" that contradicts it.
  readonly flexibleDue: string;
  readonly close: string;
  readonly contextLead: string;
  readonly moreContext: string;
  readonly shortMoreContext: string;
  // The shortest form of flexible + close, for very short messages; the timed one says no "rush".
  readonly shortClose: string;
  readonly shortCloseTimed: string;
}

export const TONE_WORDS: Record<Tone, ToneWords> = {
  supportive: {
    hello: 'Hi',
    flexible: 'No rush, whenever you can.',
    flexibleTimed: "If that timing doesn't suit you, just tell me what does. No pressure.",
    flexibleDue: "If the timing is hard, just tell me and we'll work it out. No pressure.",
    close: 'Thank you so much for your help!',
    contextLead: 'For context:',
    moreContext: 'Happy to share more context if it helps.',
    shortMoreContext: 'Happy to give context.',
    shortClose: 'No rush, thank you!',
    shortCloseTimed: 'No pressure, thank you!',
  },
  friendly: {
    hello: 'Hey',
    flexible: 'No rush at all, whenever suits you.',
    flexibleTimed: "If that's tricky, no worries, just say what works. No pressure!",
    flexibleDue: "If the timing's tricky, just say and we'll figure it out. No pressure!",
    close: 'Thanks a lot!',
    contextLead: 'Quick context:',
    moreContext: "Shout if you'd like more context!",
    shortMoreContext: 'More context? Just ask!',
    shortClose: 'No rush, thanks!',
    shortCloseTimed: 'No pressure, thanks!',
  },
  direct: {
    hello: 'Hi',
    flexible: 'When you can is fine.',
    flexibleTimed: "If that timing doesn't work, tell me what does. No pressure.",
    flexibleDue: "If the timing doesn't work, tell me and we'll adjust. No pressure.",
    close: 'Thanks.',
    contextLead: 'Context:',
    moreContext: 'Ask me if you want more context.',
    shortMoreContext: 'Ask for context anytime.',
    shortClose: 'When you can. Thanks.',
    shortCloseTimed: 'No pressure. Thanks.',
  },
  reassuring: {
    hello: 'Hi',
    flexible: "There's no pressure at all; take your time.",
    flexibleTimed: "There's no pressure: if that timing doesn't suit you, we'll adjust together.",
    flexibleDue: "There's no pressure: if the timing is hard, we'll find a way together.",
    close: "Thank you, it's all okay.",
    contextLead: 'Just for context:',
    moreContext: "I'm glad to give more context anytime.",
    shortMoreContext: 'Glad to give context.',
    shortClose: 'No pressure, thanks!',
    shortCloseTimed: 'No pressure at all, thanks!',
  },
};

// Literal wording for a neurodivergent client: no idioms, and say exactly what is meant.
export const LITERAL_WORDS: ToneWords = {
  hello: 'Hello',
  flexible: 'Please reply when it suits you. There is no pressure.',
  flexibleTimed: 'If that time does not work for you, please tell me a time that does. There is no pressure.',
  flexibleDue: 'If the timing is difficult for you, please tell me. There is no pressure.',
  close: 'Thank you.',
  contextLead: 'Context:',
  moreContext: 'If anything is unclear, please ask me and I will give more context.',
  shortMoreContext: 'Ask me for more context.',
  shortClose: 'Reply when you can. Thank you.',
  shortCloseTimed: 'There is no pressure. Thank you.',
};

export function toneWords(tone: Tone, persona: Persona): ToneWords {
  if (persona !== 'neurodivergent-client') return TONE_WORDS[tone];
  // Keep a trace of the tone so each tone still reads differently, but without idioms.
  return { ...LITERAL_WORDS, close: TONE_WORDS[tone].close.replace("it's all okay", 'everything is fine') };
}

export interface IntentWords {
  // A line before the body; the short form survives when space is tight.
  readonly opener?: string;
  readonly shortOpener?: string;
  // A line after the body (what happens next, or the alternative on offer).
  readonly closer?: string;
  readonly shortCloser?: string;
}

export const INTENT_WORDS: Record<Intent, IntentWords> = {
  ask: {},
  update: { opener: 'A quick update from me.', shortOpener: 'Quick update:' },
  'follow-up': { opener: "I'm following up on my earlier message.", shortOpener: 'Following up:' },
  apologize: {
    opener: "I'm sorry for how my earlier message came across. That part is on me.",
    shortOpener: 'Sorry, my earlier tone was on me.',
    closer: "Next, I'll check in with you once you've had a chance to look.",
    shortCloser: "Next, I'll check in.",
  },
  'say-no': {
    opener: "Thank you for thinking of me. I can't take this on right now, and I'd rather say so clearly.",
    shortOpener: "I can't take this on right now.",
    closer: 'What I can offer instead: another time that works, or help finding someone who can.',
    shortCloser: 'Another time may work.',
  },
};

export interface PersonaWords {
  // A first line: appreciation for a reader with rejection sensitivity, warmth for family.
  readonly lead?: string;
  // How the single next step is introduced, for personas that need one clear step.
  readonly stepLabel?: string;
  readonly closeExtra?: string;
}

export const PERSONA_WORDS: Record<Persona, PersonaWords> = {
  general: {},
  'teammate-adhd': { stepLabel: 'First step:' },
  'manager-rsd': { lead: 'Thank you for all your work on this. I really appreciate it.' },
  'friend-executive': { stepLabel: 'One small next step:', closeExtra: 'Happy to help with it.' },
  'neurodivergent-client': { stepLabel: 'What I am asking:' },
  'family-adhd': { lead: 'I hope your day is going okay.', closeExtra: 'I appreciate you.' },
};
