import { MESSAGES } from '../catalog/messages.ts';
import { LONG_MESSAGE_CHARS, STRUCTURE_CHECK_CHARS } from '../constants.ts';
import type { Analysis, Finding, Level } from '../schemas.ts';
import { scanAnchors } from './anchor-scan.ts';
import { compilePhrases, type PhraseMatcher } from './phrase-matcher.ts';
import type { RuleAdjustments } from './rule-adjustments.ts';
import type { MessageFacts, Rule, RuleId, SeverityEffect, Span } from './rule-types.ts';
import { BONUSES, FILLERS, RULES, TRIGGER_RULE_IDS } from './rules.ts';

// spec §5 "Local message analysis": interprets the rule data of rules.ts. Every regex is compiled
// once, at module load, and one pass over the text (anchor-scan.ts) skips those that cannot match,
// so one analysis costs about a microsecond (npm run bench:analyze).

interface CompiledRule {
  readonly rule: Rule;
  readonly matcher?: PhraseMatcher;
}

const COMPILED_RULES: readonly CompiledRule[] = RULES.map((rule) =>
  rule.kind === 'phrases' ? { rule, matcher: compilePhrases(rule.phrases) } : { rule },
);
const TRIGGER_RULES = COMPILED_RULES.filter(({ rule }) => TRIGGER_RULE_IDS.includes(rule.id));

const LEVEL_RANK: Record<Level, number> = { low: 0, medium: 1, high: 2 };
const EFFECT_LEVEL: Record<SeverityEffect, Level> = {
  high: 'high',
  'at-least-medium': 'medium',
  none: 'low',
};
const raise = (current: Level, effect: SeverityEffect): Level => {
  const target = EFFECT_LEVEL[effect];
  return LEVEL_RANK[target] > LEVEL_RANK[current] ? target : current;
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
  facts: Facts,
  findings: Finding[],
  lists?: RuleAdjustments,
): boolean {
  const { text } = facts;
  const isOff = lists?.isOff(rule.id) === true;
  if (rule.kind === 'phrases') {
    const from = findings.length;
    const matches = (!isOff && matcher?.findAll(text, facts.present)) || [];
    for (const match of matches)
      findings.push(toFinding(text, rule.id, match, rule.phrases[match.phraseIndex]?.suggestion));
    if (!lists) return matches.length > 0;
    lists.adjustFindings(rule.id, facts, findings, from);
    return findings.length > from;
  }
  if (isOff) return false;
  const spans = rule.detect(facts);
  if (!spans) return false;
  for (const span of spans) findings.push(toFinding(text, rule.id, span));
  return true;
}

const byPosition = (a: Finding, b: Finding) => a.start - b.start || a.end - b.end;
// One finding or none is already in order: skip the sort.
const inPositionOrder = (findings: Finding[]) => (findings.length > 1 ? findings.sort(byPosition) : findings);

export function analyze(text: string, lists?: RuleAdjustments): Analysis {
  // One pass over the text tells each phrase matcher whether its regex needs to run (anchor-scan.ts).
  const facts: Facts = { text, present: scanAnchors(text), severity: 'low' };
  let score = 100;
  const issues: string[] = [];
  const recommendations: string[] = [];
  const findings: Finding[] = [];
  const fired: RuleId[] = [];

  // Each rule fires at most once: one issue, one penalty, one recommendation, however many matches.
  for (const compiled of COMPILED_RULES) {
    if (!runRule(compiled, facts, findings, lists)) continue;
    const { rule } = compiled;
    fired.push(rule.id);
    issues.push(rule.issue);
    recommendations.push(rule.recommendation);
    score -= rule.penalty;
    facts.severity = raise(facts.severity, rule.severityEffect);
  }

  // Fillers pad the list but say nothing measurable about the text, so cognitive load ignores them.
  const ruleIssueCount = issues.length;
  if (ruleIssueCount >= 1 && ruleIssueCount <= 2) {
    for (const filler of FILLERS) {
      if (filler.coveredBy.some((id) => fired.includes(id))) continue;
      issues.push(filler.issue);
      score -= filler.penalty;
    }
  }

  const strengths: string[] = [];
  for (const bonus of BONUSES) {
    if (!bonus.detect(text, facts.present)) continue;
    strengths.push(bonus.strength);
    score += bonus.points;
  }
  // Our own strength, worth no points: short messages are easy to take in.
  if (text.length <= STRUCTURE_CHECK_CHARS && text.trim().length > 0) strengths.push(CONCISE_STRENGTH);

  const cognitiveLoad: Level =
    text.length > LONG_MESSAGE_CHARS || ruleIssueCount > 4 ? 'high' : ruleIssueCount > 2 ? 'medium' : 'low';

  return {
    issues,
    strengths,
    severity: facts.severity,
    cognitiveLoad,
    score: Math.min(100, Math.max(0, score)),
    recommendations,
    findings: inPositionOrder(findings),
  };
}

// The pressure, emotional and demanding words in a text, for the rewriter to check its own output.
export function findTriggerWords(text: string, lists?: RuleAdjustments): Finding[] {
  const facts: Facts = { text, present: scanAnchors(text), severity: 'low' };
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
