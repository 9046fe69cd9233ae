import type { Finding } from '../schemas.ts';
import type { AnchorMask } from './anchor-scan.ts';
import type { MessageFacts, RuleId } from './rule-types.ts';

// How a person's word lists (src/core/lists) take part in an analysis, without analyze.ts knowing
// about lists: they switch rules off, add the matches of their own phrases to a rule, and drop the
// matches inside words they allow. Without adjustments, analyze() is exactly spec §5.
export interface RuleAdjustments {
  // The rule's own check does not run. Custom triggers of its kind are the person's own words and
  // still count (adjustFindings is still called for a switched-off phrase rule).
  readonly isOff: (ruleId: RuleId) => boolean;
  // The same, as bits (ruleBit) for the analysis to test on every rule.
  readonly offRules: number;
  // The rules the lists add findings to (bits, ruleBit), and whether any of those may be in a text
  // with this scan: when not, the analysis skips a rule none of whose own words occur either.
  readonly customRules: number;
  readonly customMayMatch: (present: AnchorMask) => boolean;
  // Called after a phrase rule ran on the text: appends the rule's custom matches to `findings` and
  // removes those from index `from` on that lie inside an allowed word or phrase.
  readonly adjustFindings: (
    ruleId: RuleId,
    facts: Pick<MessageFacts, 'text' | 'present'>,
    findings: Finding[],
    from: number,
  ) => void;
}
