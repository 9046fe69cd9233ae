import { MESSAGES } from '../catalog/messages.ts';
import { LONG_MESSAGE_CHARS, STRUCTURE_CHECK_CHARS } from '../constants.ts';
import type { Analysis, Finding, Level } from '../schemas.ts';
import { type AnchorMask, scanAnchors } from './anchor-scan.ts';
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
} from './rule-types.ts';
import { BONUSES, FILLERS, RULES, TRIGGER_RULE_IDS } from './rules.ts';

// spec §5 "Local message analysis": interprets the rule data of rules.ts. Every regex is compiled
// once, at module load, and one pass over the text (anchor-scan.ts) skips those that cannot match,
// so one analysis costs about a microsecond (npm run bench:analyze).

const LEVELS: readonly Level[] = ['low', 'medium', 'high'];
const EFFECT_RANK: Record<SeverityEffect, number> = { high: 2, 'at-least-medium': 1, none: 0 };

interface CompiledRule {
  readonly rule: Rule;
  readonly matcher: PhraseMatcher | null;
  // The rank in LEVELS that severity reaches at least once the rule fires.
  readonly raisesTo: number;
  readonly idBit: number;
}

const COMPILED_RULES: readonly CompiledRule[] = RULES.map((rule) => ({
  rule,
  matcher: rule.kind === 'phrases' ? compilePhrases(rule.phrases) : null,
  raisesTo: EFFECT_RANK[rule.severityEffect],
  idBit: ruleBit(rule.id),
}));
const TRIGGER_RULES = COMPILED_RULES.filter(({ rule }) => TRIGGER_RULE_IDS.includes(rule.id));

// Which rules fired, as bits in table order (bit i: RULES[i]).
type FiredRules = number;

// What follows from the set of rules that fired alone: the issues (with the fillers), the
// recommendations, the penalty and the severity. Worked out once per set and copied per analysis.
interface Verdict {
  readonly issues: readonly string[];
  readonly recommendations: readonly string[];
  readonly penalty: number;
  readonly severity: Level;
  readonly ruleIssueCount: number;
}

// Severity only rises as rules fire, so it is the highest effect among the rules that fired.
function severityOf(fired: FiredRules): Level {
  let rank = 0;
  RULES.forEach((rule, index) => {
    if (fired & (1 << index)) rank = Math.max(rank, EFFECT_RANK[rule.severityEffect]);
  });
  return LEVELS[rank]!;
}

function verdictOf(fired: FiredRules): Verdict {
  const firedRules = RULES.filter((_, index) => fired & (1 << index));
  const issues = firedRules.map((rule) => rule.issue);
  let penalty = firedRules.reduce((sum, rule) => sum + rule.penalty, 0);
  // spec §5: fillers pad the list but say nothing measurable about the text, so cognitive load
  // ignores them.
  if (firedRules.length >= 1 && firedRules.length <= 2) {
    for (const filler of FILLERS) {
      if (filler.coveredBy.some((id) => firedRules.some((rule) => rule.id === id))) continue;
      issues.push(filler.issue);
      penalty += filler.penalty;
    }
  }
  return {
    issues,
    recommendations: firedRules.map((rule) => rule.recommendation),
    penalty,
    severity: severityOf(fired),
    ruleIssueCount: firedRules.length,
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
}

// Appends the rule's findings to `findings` and says whether the rule fired: a phrase rule fires on
// its first match, a message rule when it returns spans (none for a whole-message rule).
// `lists` (a person's word lists, rule-adjustments.ts) may switch the rule off, add its custom
// matches and drop allowed ones; without them this is exactly spec §5.
function runRule(
  { rule, matcher }: CompiledRule,
  isOff: boolean,
  facts: Facts,
  findings: Finding[],
  lists: RuleAdjustments | undefined,
): boolean {
  const { text } = facts;
  if (rule.kind === 'phrases') {
    const from = findings.length;
    if (!isOff && matcher) {
      for (const match of matcher.findAll(text, facts.present))
        findings.push(toFinding(text, rule.id, match, rule.phrases[match.phraseIndex]?.suggestion));
    }
    if (lists) lists.adjustFindings(rule.id, facts, findings, from);
    return findings.length > from;
  }
  if (isOff) return false;
  const spans = rule.detect(facts);
  if (!spans) return false;
  for (const span of spans) findings.push(toFinding(text, rule.id, span));
  return true;
}

// Whether a rule needs to run at all: a phrase rule none of whose words (nor any of the lists'
// words of its kind) occur in the text cannot fire, and most rules' words are not in a message.
function needsToRun(
  { matcher, idBit }: CompiledRule,
  isOff: boolean,
  present: AnchorMask,
  lists?: RuleAdjustments,
) {
  if (matcher === null) return !isOff;
  if (!isOff && matcher.mayMatch(present)) return true;
  return lists !== undefined && (lists.customRules & idBit) !== 0 && lists.customMayMatch(present);
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

export function analyze(text: string, lists?: RuleAdjustments): Analysis {
  // One pass over the text tells each phrase matcher where its words may be (anchor-scan.ts).
  const facts: Facts = { text, present: scanAnchors(text), severity: 'low' };
  const findings: Finding[] = [];
  let fired: FiredRules = 0;
  let severityRank = 0;
  const offRules = lists?.offRules ?? 0;

  // Each rule fires at most once: one issue, one penalty, one recommendation, however many matches.
  for (let index = 0; index < COMPILED_RULES.length; index += 1) {
    const compiled = COMPILED_RULES[index]!;
    const isOff = (offRules & compiled.idBit) !== 0;
    if (!needsToRun(compiled, isOff, facts.present, lists)) continue;
    if (!runRule(compiled, isOff, facts, findings, lists)) continue;
    fired |= 1 << index;
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

  return {
    issues: verdict.issues.slice(),
    strengths,
    severity: verdict.severity,
    cognitiveLoad,
    score: Math.min(100, Math.max(0, score)),
    recommendations: verdict.recommendations.slice(),
    findings: inPositionOrder(findings),
  };
}

// The pressure, emotional and demanding words in a text, for the rewriter to check its own output.
export function findTriggerWords(text: string, lists?: RuleAdjustments): Finding[] {
  const facts: Facts = { text, present: scanAnchors(text), severity: 'low' };
  const findings: Finding[] = [];
  const offRules = lists?.offRules ?? 0;
  for (const compiled of TRIGGER_RULES) {
    const isOff = (offRules & compiled.idBit) !== 0;
    if (needsToRun(compiled, isOff, facts.present, lists)) runRule(compiled, isOff, facts, findings, lists);
  }
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
