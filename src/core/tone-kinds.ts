// The kinds of tone the message model finds (src/core/tone), as plain data both sides share: the
// tone finder writes them as finding rule ids, and the analysis' hostility rule reads them
// (docs/decisions/017-hostility-counts-in-the-score.md). Neither side imports the other.
export const TONE_KINDS = [
  'command',
  'pressing-order',
  'insult',
  'abuse',
  'blame',
  'rhetorical',
  'threat',
  'sarcasm',
  'venting',
  'emphatic',
  'swearing',
] as const;
export type ToneKind = (typeof TONE_KINDS)[number];

export const isToneKind = (ruleId: string): ruleId is ToneKind => TONE_KINDS.includes(ruleId as ToneKind);
