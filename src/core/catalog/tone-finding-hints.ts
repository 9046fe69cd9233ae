// Findings beyond the spec's word rules (tone/tone-findings.ts): what the reader may hear, and
// a gentler way to say it. Apart from the rewrite's explanations (rewrite-explanations.ts), so that
// the browser's tone reading loads only these (issue 24: the engine's chunk for the analysis).
export const TONE_FINDING_HINTS = {
  // request: the order worded as a request, or null when it can't be worded as one whole sentence.
  command: (request: string | null) =>
    request
      ? `Reads as an order. Asking works better: “${request}”`
      : 'Reads as an order. Asking works better.',
  'pressing-order': (request: string | null) =>
    `A bare order pressed with “now”. Ask instead, and name a real time if there is one${request ? `: “${request}”` : '.'}`,
  insult: 'Judges the reader. Leave it out; say what you need instead.',
  abuse: 'Tells the reader to leave or come to harm: no one can act on it. Leave it out.',
  blame: 'Reads as blame. Leave it out, or say what you need next.',
  rhetorical: 'A question nobody can answer well. Ask for what you need instead.',
  threat: 'Reads as a threat. State the real consequence as a plain fact, or leave it out.',
  sarcasm: 'Sarcasm often reads as contempt. Say it plainly or leave it out.',
  venting: 'Venting the reader can’t act on. Leave it out, or say how it affects the work.',
  emphatic: 'Adds pressure without adding information. Leave it out.',
  swearing: 'Swearing raises the temperature. Leave it out.',
} as const;
