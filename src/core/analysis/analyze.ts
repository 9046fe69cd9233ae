import { MESSAGES } from '../catalog/messages.ts';
import { LONG_MESSAGE_CHARS, STRUCTURE_CHECK_CHARS } from '../constants.ts';
import type { Analysis, Finding, Level } from '../schemas.ts';
import { compilePhrases, type PhraseMatcher } from './phrase-matcher.ts';
import type { Rule, RuleId, SeverityEffect, Span } from './rule-types.ts';
import { BONUSES, FILLERS, RULES, TRIGGER_RULE_IDS } from './rules.ts';

// spec §5 "Local message analysis": interprets the rule data of rules.ts. Every regex is compiled
// here, once, at module load, so one analysis costs a few microseconds.

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

// null when the rule does not fire; otherwise one finding per match (possibly none for whole-message rules).
function runRule({ rule, matcher }: CompiledRule, text: string, severity: Level): Finding[] | null {
  if (rule.kind === 'phrases') {
    const matches = matcher?.findAll(text) ?? [];
    if (matches.length === 0) return null;
    return matches.map((match) =>
      toFinding(text, rule.id, match, rule.phrases[match.phraseIndex]?.suggestion),
    );
  }
  const spans = rule.detect({ text, severity });
  return spans ? spans.map((span) => toFinding(text, rule.id, span)) : null;
}

const byPosition = (a: Finding, b: Finding) => a.start - b.start || a.end - b.end;

export function analyze(text: string): Analysis {
  let severity: Level = 'low';
  let score = 100;
  const issues: string[] = [];
  const recommendations: string[] = [];
  const findings: Finding[] = [];
  const fired = new Set<RuleId>();

  // Each rule fires at most once: one issue, one penalty, one recommendation, however many matches.
  for (const compiled of COMPILED_RULES) {
    const ruleFindings = runRule(compiled, text, severity);
    if (!ruleFindings) continue;
    const { rule } = compiled;
    fired.add(rule.id);
    issues.push(rule.issue);
    recommendations.push(rule.recommendation);
    score -= rule.penalty;
    severity = raise(severity, rule.severityEffect);
    findings.push(...ruleFindings);
  }

  // Fillers pad the list but say nothing measurable about the text, so cognitive load ignores them.
  const ruleIssueCount = issues.length;
  if (ruleIssueCount >= 1 && ruleIssueCount <= 2) {
    for (const filler of FILLERS) {
      if (filler.coveredBy.some((id) => fired.has(id))) continue;
      issues.push(filler.issue);
      score -= filler.penalty;
    }
  }

  const strengths: string[] = [];
  for (const bonus of BONUSES) {
    if (!bonus.detect(text)) continue;
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
    severity,
    cognitiveLoad,
    score: Math.min(100, Math.max(0, score)),
    recommendations,
    findings: findings.sort(byPosition),
  };
}

// The pressure, emotional and demanding words in a text, for the rewriter to check its own output.
export function findTriggerWords(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const compiled of TRIGGER_RULES) findings.push(...(runRule(compiled, text, 'low') ?? []));
  return findings.sort(byPosition);
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
