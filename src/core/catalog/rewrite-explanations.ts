// What the offline editor tells the user it changed (realise/explain.ts). Kept apart from
// messages.ts because these are built from parts: one line per change, never a generic sentence.

export const HOSTILITY_LABELS = {
  insult: 'insult',
  blame: 'blame',
  rhetorical: 'rhetorical question',
  threat: 'threat',
  sarcasm: 'sarcasm',
  venting: 'venting',
  emphatic: 'emphatic aside',
} as const;

export const REWRITE_EXPLANATIONS = {
  alreadyKind: 'Your message was already clear and kind, so it was left as it was.',
  nothingToRewrite: 'There was nothing to rewrite: the message has no words to work with.',
  onlyHostility: 'Everything in the message was blame or insult, so only an offer to talk is left.',
  dropped: (label: string, sentences: string) => `Left out the ${label} in ${sentences}.`,
  request: (sentences: string) => `Turned the command in ${sentences} into a request.`,
  swearing: (sentences: string) => `Removed the swearing in ${sentences}.`,
  reproach: (words: string) => `Took out ${words}, which reads as a reproach.`,
  shouting: 'Lowered the capitals that read as shouting.',
  customSwap: (from: string, to: string) => `Replaced “${from}” with “${to}”, as your word list asks.`,
  swap: (from: string, to: string) =>
    `Replaced “${from}” with “${to}”, which keeps the meaning without the pressure.`,
  keptTimeLimit: (limits: string) => `Kept the time limit (${limits}) exactly, with no “no rush”.`,
  intentSayNo:
    'Your message asks for something rather than declining, so it stays a request; “say no” didn’t fit.',
  intentApologize: 'Your message doesn’t apologise for anything, so no apology was added.',
  intentUpdate: 'Your message asks for something, so the request was kept alongside the update.',
  followUp: 'Marked it as a follow-up.',
  notesList: 'Put the notes into a numbered list, keeping every item.',
  phrases: 'Wrote short phrases you can say aloud in the moment.',
} as const;

export const OFFER_TO_TALK = "I'd like to talk about this.";

// Findings beyond the spec's word rules (tone/tone-findings.ts): what the reader may hear, and
// a gentler way to say it.
export const TONE_FINDING_HINTS = {
  // request: the order worded as a request, or null when it can't be worded as one whole sentence.
  command: (request: string | null) =>
    request
      ? `Reads as an order. Asking works better: “${request}”`
      : 'Reads as an order. Asking works better.',
  'pressing-order': (request: string | null) =>
    `A bare order pressed with “now”. Ask instead, and name a real time if there is one${request ? `: “${request}”` : '.'}`,
  insult: 'Judges the reader. Leave it out; say what you need instead.',
  blame: 'Reads as blame. Leave it out, or say what you need next.',
  rhetorical: 'A question nobody can answer well. Ask for what you need instead.',
  threat: 'Reads as a threat. State the real consequence as a plain fact, or leave it out.',
  sarcasm: 'Sarcasm often reads as contempt. Say it plainly or leave it out.',
  venting: 'Venting the reader can’t act on. Leave it out, or say how it affects the work.',
  emphatic: 'Adds pressure without adding information. Leave it out.',
  swearing: 'Swearing raises the temperature. Leave it out.',
} as const;

export const TONE_INSIGHT = {
  title: 'Tone beyond the word list',
  body: (count: number) =>
    `${count === 1 ? 'One sentence reads' : `${count} sentences read`} as an order, blame or a dig at the reader, even though no listed trigger word appears. They are marked in the text.`,
} as const;
