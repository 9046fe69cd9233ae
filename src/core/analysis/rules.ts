import { BONUSES } from './bonuses.ts';
import { HOSTILITY_RULE } from './hostility-rule.ts';
import {
  LACKS_CONTEXT_RULE,
  LACKS_REASSURANCE_RULE,
  LACKS_STRUCTURE_RULE,
  TOO_LONG_RULE,
  TOO_MANY_QUESTIONS_RULE,
} from './message-rules.ts';
import type { Filler, Rule, RuleId, ToneRule } from './rule-types.ts';
import { DEMANDING_RULE, EMOTIONAL_RULE, NEGATIVE_RULE, PRESSURE_RULE, VAGUE_RULE } from './word-rules.ts';

export { BONUSES };

// spec §5: the ten rules in table order. Order matters: the reassurance rule reads the severity
// reached by the rules before it, and issues are listed in this order.
export const RULES: readonly Rule[] = [
  PRESSURE_RULE,
  EMOTIONAL_RULE,
  DEMANDING_RULE,
  TOO_LONG_RULE,
  LACKS_STRUCTURE_RULE,
  VAGUE_RULE,
  NEGATIVE_RULE,
  LACKS_CONTEXT_RULE,
  TOO_MANY_QUESTIONS_RULE,
  LACKS_REASSURANCE_RULE,
];

// Rules beyond spec §5, each with its ADR (docs/decisions/017-hostility-counts-in-the-score.md).
export const BEYOND_SPEC_RULES: readonly ToneRule[] = [HOSTILITY_RULE];

// The order analyze() runs the rules and lists their issues: hostility beside the emotional words
// it stands with, and before the reassurance rule, which reads the severity it raises.
export const EVALUATION_ORDER: readonly Rule[] = [
  PRESSURE_RULE,
  EMOTIONAL_RULE,
  HOSTILITY_RULE,
  ...RULES.slice(2),
];

// The rules whose words must not survive a rewrite (the rewriter checks its output with these).
export const TRIGGER_RULE_IDS: readonly RuleId[] = ['pressure', 'emotional', 'demanding'];

// spec §5: "If 1 or 2 issues were found, up to three generic filler issues are added at -5 each."
// We read "up to three" as: each filler is added unless a rule that fired already reports the same
// concern, so 1 to 3 fillers are added. See docs/rules.md.
export const FILLER_PENALTY = 5;
export const FILLERS: readonly Filler[] = [
  {
    id: 'filler-visual-organization',
    issue: 'Could benefit from better visual organization',
    penalty: FILLER_PENALTY,
    coveredBy: ['lacks-structure', 'too-long'],
  },
  {
    id: 'filler-supportive-tone',
    issue: 'Could use a more supportive tone',
    penalty: FILLER_PENALTY,
    coveredBy: ['emotional', 'hostility', 'demanding', 'lacks-reassurance'],
  },
  {
    id: 'filler-adhd-friendly',
    issue: 'Missing ADHD-friendly elements such as a clear next step',
    penalty: FILLER_PENALTY,
    coveredBy: [],
  },
];

export const ruleById = (id: RuleId): Rule => {
  const rule = EVALUATION_ORDER.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`Unknown analysis rule: ${id}`);
  return rule;
};
