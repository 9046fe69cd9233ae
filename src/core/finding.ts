// A finding in a message: the rule behind it and the words it marks. Its own module, with no
// imports, for the same reason as level.ts: the rules' types read it, and schemas.ts, which
// validates it (FindingSchema, held to this type), must not be on their import path (issue 24).
export type Finding = {
  ruleId: string;
  text: string;
  start: number;
  end: number;
  suggestion?: string | undefined;
  // Found by reading the message (commands, blame, threats), beside the spec's word rules (§5). The
  // hostile kinds count in the score through the hostility rule (docs/decisions/017-hostility-counts-in-the-score.md).
  beyondSpec?: boolean | undefined;
};
