import { ENGINE_MESSAGES as MESSAGES } from '../catalog/engine-messages.ts';
import { LONG_MESSAGE_CHARS, STRUCTURE_CHECK_CHARS } from '../constants.ts';
import type { Analysis, Finding, Level } from '../schemas.ts';
import { scanAnchors } from './anchor-scan.ts';
import { compilePhrases, type PhraseMatcher } from './phrase-matcher.ts';
import { isSpaceCode } from './phrase-program.ts';
import type { RuleAdjustments } from './rule-adjustments.ts';
import {
  type MessageFacts,
  type Rule,
  type RuleId,
  ruleBit,
  type SeverityEffect,
  type Span,
  type ToneFindings,
} from './rule-types.ts';
import { BONUSES, EVALUATION_ORDER, FILLERS, TRIGGER_RULE_IDS } from './rules.ts';

// spec §5 "Local message analysis": interprets the rule data of rules.ts. One pass over the text
// (anchor-scan.ts) notes where the rules' words are; phrase rules look only there, and a rule none
// of whose words occur is skipped, so one analysis costs about half a microsecond (bench:analyze).

const LEVELS: readonly Level[] = ['low', 'medium', 'high'];
const EFFECT_RANK: Record<SeverityEffect, number> = { high: 2, 'at-least-medium': 1, none: 0 };

interface CompiledRule {
  readonly rule: Rule;
  readonly matcher: PhraseMatcher | null;
  // The rank in LEVELS that severity reaches at least once the rule fires.
  readonly raisesTo: number;
  readonly idBit: number;
}

const COMPILED_RULES: readonly CompiledRule[] = EVALUATION_ORDER.map((rule) => ({
  rule,
  matcher: rule.kind === 'phrases' ? compilePhrases(rule.phrases) : null,
  raisesTo: EFFECT_RANK[rule.severityEffect],
  idBit: ruleBit(rule.id),
}));
const TRIGGER_RULES = COMPILED_RULES.filter(({ rule }) => TRIGGER_RULE_IDS.includes(rule.id));

// Which rules fired, as rule bits (ruleBit).
type FiredRules = number;

// What follows from the set of rules that fired alone: the issues (with the fillers), the
// recommendations and the penalty. Worked out once per set and copied per analysis.
interface Verdict {
  readonly issues: readonly string[];
  readonly recommendations: readonly string[];
  readonly penalty: number;
  readonly ruleIssueCount: number;
  // The ids of the rules beyond spec §5 that fired (docs/decisions/017-hostility-counts-in-the-score.md).
  readonly beyondSpecRules: readonly string[];
}

function verdictOf(fired: FiredRules): Verdict {
  const firedRules = EVALUATION_ORDER.filter((rule) => fired & ruleBit(rule.id));
  const issues = firedRules.map((rule) => rule.issue);
  let penalty = firedRules.reduce((sum, rule) => sum + rule.penalty, 0);
  // spec §5: fillers pad the list but say nothing measurable about the text, so cognitive load
  // ignores them.
  if (firedRules.length >= 1 && firedRules.length <= 2) {
    for (const filler of FILLERS) {
      if (filler.coveredBy.some((id) => fired & ruleBit(id))) continue;
      issues.push(filler.issue);
      penalty += filler.penalty;
    }
  }
  return {
    issues,
    recommendations: firedRules.map((rule) => rule.recommendation),
    penalty,
    ruleIssueCount: firedRules.length,
    beyondSpecRules: firedRules.flatMap((rule) => (rule.kind === 'tone' ? [rule.id] : [])),
  };
}

const verdicts = new Map<FiredRules, Verdict>();
const verdictFor = (fired: FiredRules) => {
  let verdict = verdicts.get(fired);
  if (!verdict) {
    verdict = verdictOf(fired);
    verdicts.set(fired, verdict);
  }
  return verdict;
};

export const CONCISE_STRENGTH = 'Concise and focused';

function toFinding(text: string, ruleId: RuleId, span: Span, suggestion?: string): Finding {
  const finding: Finding = {
    ruleId,
    text: text.slice(span.start, span.end),
    start: span.start,
    end: span.end,
  };
  if (suggestion !== undefined) finding.suggestion = suggestion;
  return finding;
}

// What the rules read. Severity is raised as rules fire: each rule sees the severity reached before it.
interface Facts extends MessageFacts {
  severity: Level;
  // The message model's tone findings, when the caller read them (src/core/tone).
  readonly tone: ToneFindings | undefined;
}

// Appends the rule's findings to `findings` and says whether the rule fired: a phrase rule fires on
// its first match, a message rule when it returns spans (none for a whole-message rule).
// `lists` (a person's word lists, rule-adjustments.ts) may switch the rule off, add its custom
// matches and drop allowed ones; without them this is exactly spec §5.
// A phrase rule none of whose words (nor any of the lists' words of its kind) occur in the text
// cannot fire and is not run: most rules' words are not in a message.
function runRule(
  { rule, matcher, idBit }: CompiledRule,
  facts: Facts,
  findings: Finding[],
  lists: RuleAdjustments | undefined,
): boolean {
  const { text, present } = facts;
  const isOff = lists !== undefined && (lists.offRules & idBit) !== 0;
  // Its findings are the tone findings themselves, added once by analyze().
  if (rule.kind === 'tone')
    return !isOff && facts.tone !== undefined && facts.tone.some((finding) => countsFor(rule.kinds, finding));
  if (rule.kind === 'message') {
    const spans = isOff ? null : rule.detect(facts);
    if (!spans) return false;
    for (const span of spans) findings.push(toFinding(text, rule.id, span));
    return true;
  }
  const ownWords = !isOff && matcher !== null && matcher.mayMatch(present);
  const listWords = lists !== undefined && (lists.customRules & idBit) !== 0 && lists.customMayMatch(present);
  if (!ownWords && !listWords) return false;
  const from = findings.length;
  if (ownWords && matcher) {
    for (const match of matcher.findAll(text, present))
      findings.push(toFinding(text, rule.id, match, rule.phrases[match.phraseIndex]?.suggestion));
  }
  if (lists) lists.adjustFindings(rule.id, facts, findings, from);
  return findings.length > from;
}

// Findings arrive in rule order, each rule's in text order: a stable insertion sort by position
// puts the few of a message in order faster than Array.prototype.sort with a comparator.
function inPositionOrder(findings: Finding[]): Finding[] {
  for (let index = 1; index < findings.length; index += 1) {
    const finding = findings[index]!;
    let at = index;
    for (; at > 0; at -= 1) {
      const before = findings[at - 1]!;
      if (before.start < finding.start || (before.start === finding.start && before.end <= finding.end))
        break;
      findings[at] = before;
    }
    findings[at] = finding;
  }
  return findings;
}

const hasNonSpace = (text: string) => {
  for (let index = 0; index < text.length; index += 1) if (!isSpaceCode(text.charCodeAt(index))) return true;
  return false;
};

const countsFor = (kinds: readonly string[], finding: Finding) => kinds.includes(finding.ruleId);

// `tone`: the message model's findings (src/core/tone/analyze-message.ts reads them); they join the
// findings, and the hostility rule counts them. Without them this is exactly spec §5.
export function analyze(text: string, lists?: RuleAdjustments, tone?: ToneFindings): Analysis {
  // One pass over the text tells each phrase matcher where its words may be (anchor-scan.ts).
  const facts: Facts = { text, present: scanAnchors(text), severity: 'low', tone };
  const findings: Finding[] = [];
  let fired: FiredRules = 0;
  let severityRank = 0;

  // Each rule fires at most once: one issue, one penalty, one recommendation, however many matches.
  for (const compiled of COMPILED_RULES) {
    if (!runRule(compiled, facts, findings, lists)) continue;
    fired |= compiled.idBit;
    // Severity only rises as rules fire: each rule sees the severity reached before it.
    if (compiled.raisesTo > severityRank) {
      severityRank = compiled.raisesTo;
      facts.severity = LEVELS[severityRank]!;
    }
  }
  const verdict = verdictFor(fired);

  let score = 100 - verdict.penalty;
  const strengths: string[] = [];
  for (const bonus of BONUSES) {
    if (!bonus.detect(text, facts.present)) continue;
    strengths.push(bonus.strength);
    score += bonus.points;
  }
  // Our own strength, worth no points: short messages are easy to take in.
  if (text.length <= STRUCTURE_CHECK_CHARS && hasNonSpace(text)) strengths.push(CONCISE_STRENGTH);

  const { ruleIssueCount } = verdict;
  const cognitiveLoad: Level =
    text.length > LONG_MESSAGE_CHARS || ruleIssueCount > 4 ? 'high' : ruleIssueCount > 2 ? 'medium' : 'low';

  const analysis: Analysis = {
    issues: verdict.issues.slice(),
    strengths,
    severity: facts.severity,
    cognitiveLoad,
    score: Math.min(100, Math.max(0, score)),
    recommendations: verdict.recommendations.slice(),
    findings: tone ? [...inPositionOrder(findings), ...tone] : inPositionOrder(findings),
  };
  if (verdict.beyondSpecRules.length > 0) analysis.beyondSpecRules = verdict.beyondSpecRules.slice();
  return analysis;
}

// The pressure, emotional and demanding words in a text, for the rewriter to check its own output.
export function findTriggerWords(text: string, lists?: RuleAdjustments): Finding[] {
  const facts: Facts = { text, present: scanAnchors(text), severity: 'low', tone: undefined };
  const findings: Finding[] = [];
  for (const compiled of TRIGGER_RULES) runRule(compiled, facts, findings, lists);
  return inPositionOrder(findings);
}

// spec §8 "Analysis failure": what the UI shows when analysis could not run.
export function analysisFailure(): Analysis {
  return {
    issues: [MESSAGES.ANALYSIS_FAILED_ISSUE],
    strengths: [],
    severity: 'low',
    cognitiveLoad: 'low',
    score: 0,
    recommendations: [MESSAGES.ANALYSIS_FAILED_RECOMMENDATION],
    findings: [],
  };
}
