// The three levels of spec §5's severity and cognitive load. Their own module, with no imports:
// the rules (analysis/rule-types.ts) need the type, and schemas.ts, which validates the lists that
// name the rules, re-exports it, so no import circle runs through schemas.ts (issue 24).
export const SEVERITIES = ['low', 'medium', 'high'] as const;
export type Level = (typeof SEVERITIES)[number];
