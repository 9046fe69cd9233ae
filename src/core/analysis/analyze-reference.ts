import { CONTEXT_CHECK_CHARS, LONG_MESSAGE_CHARS, STRUCTURE_CHECK_CHARS } from '../constants.ts';
import type { Analysis, Finding, Level } from '../schemas.ts';
import { CONCISE_STRENGTH } from './analyze.ts';
import { FLEXIBLE_TIMING_PHRASES, POLITE_PHRASES } from './bonuses.ts';
import type { Bonus, Phrase, RuleId, SeverityEffect, Span } from './rule-types.ts';
import { BONUSES, FILLERS, RULES, TRIGGER_RULE_IDS } from './rules.ts';

// TEST-ONLY. The analysis of spec §5 as first written, before the anchor pre-filter of
// anchor-scan.ts: every regex runs on every text, with matchAll. analyze.differential.test.ts holds
// the real analysis to it. It restates the detection of each rule and reads only the rule data
// (issues, penalties, phrases) from rules.ts. Shipped code must not import it.

const WORD_CHAR = String.raw`[\p{L}\p{N}\p{M}_]`;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phraseSource = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .map((word) => escapeRegex(word).replace(/'/g, "['’]"))
    .join(String.raw`\s+`);
const alternativeSource = (phrase: Phrase) => {
  const guard = phrase.unlessAfter?.length
    ? `(?<!(?<!${WORD_CHAR})(?:${phrase.unlessAfter.map(phraseSource).join('|')})\\s+)`
    : '';
  return `${guard}(${phraseSource(phrase.text)})`;
};

const compiled = new Map<readonly Phrase[], RegExp>();
function phraseRegex(phrases: readonly Phrase[]): RegExp {
  const known = compiled.get(phrases);
  if (known) return known;
  const source = `(?<!${WORD_CHAR})(?:${phrases.map(alternativeSource).join('|')})(?!${WORD_CHAR})`;
  const regex = new RegExp(source, 'giu');
  compiled.set(phrases, regex);
  return regex;
}

interface PhraseSpan extends Span {
  readonly phraseIndex: number;
}

const findPhrases = (text: string, phrases: readonly Phrase[]): PhraseSpan[] =>
  [...text.matchAll(phraseRegex(phrases))].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    phraseIndex: match.findIndex((group, index) => index > 0 && group !== undefined) - 1,
  }));
const hasPhrase = (text: string, phrases: readonly Phrase[]) => findPhrases(text, phrases).length > 0;

const CONTEXT_PHRASES = ['because', 'context', 'reason', 'reasons'].map((text) => ({ text }));
const STRUCTURE_MARKER = /[\r\n\u2022\u25E6\u25AA\u2023\u2013\u2014]|(?:^|\s)-(?=\s|$)/;
const LIST_ITEM = /^[^\S\n]*(?:[-*•]|\d{1,3}[.)])[^\S\n]+\S/m;

const MESSAGE_RULE_SPANS: Partial<Record<RuleId, (text: string, severity: Level) => Span[] | null>> = {
  'too-long': (text) =>
    text.length > LONG_MESSAGE_CHARS ? [{ start: LONG_MESSAGE_CHARS, end: text.length }] : null,
  'lacks-structure': (text) =>
    text.length > STRUCTURE_CHECK_CHARS && !STRUCTURE_MARKER.test(text) ? [] : null,
  'lacks-context': (text) =>
    text.length > CONTEXT_CHECK_CHARS && !hasPhrase(text, CONTEXT_PHRASES) ? [] : null,
  'too-many-questions': (text) => {
    if (/[\r\n]/.test(text)) return null;
    const marks = [...text.matchAll(/[?\uFF1F]/g)].map((match) => ({
      start: match.index,
      end: match.index + 1,
    }));
    return marks.length > 2 ? marks : null;
  },
  'lacks-reassurance': (text, severity) =>
    severity !== 'low' && !hasPhrase(text, FLEXIBLE_TIMING_PHRASES) ? [] : null,
};

const BONUS_DETECT: Record<Bonus['id'], (text: string) => boolean> = {
  polite: (text) => hasPhrase(text, POLITE_PHRASES),
  'flexible-timing': (text) => hasPhrase(text, FLEXIBLE_TIMING_PHRASES),
  structure: (text) => LIST_ITEM.test(text) || text.split('\n').filter((line) => /\S/.test(line)).length >= 2,
};

const RANK: Record<Level, number> = { low: 0, medium: 1, high: 2 };
const EFFECT: Record<SeverityEffect, Level> = { high: 'high', 'at-least-medium': 'medium', none: 'low' };

function findingsOf(text: string, ruleId: RuleId, severity: Level): Finding[] | null {
  const rule = RULES.find((candidate) => candidate.id === ruleId);
  if (rule?.kind === 'phrases') {
    const spans = findPhrases(text, rule.phrases);
    if (spans.length === 0) return null;
    return spans.map(({ start, end, phraseIndex }) => {
      const suggestion = rule.phrases[phraseIndex]?.suggestion;
      return {
        ruleId,
        text: text.slice(start, end),
        start,
        end,
        ...(suggestion === undefined ? {} : { suggestion }),
      };
    });
  }
  const spans = MESSAGE_RULE_SPANS[ruleId]?.(text, severity);
  return spans ? spans.map(({ start, end }) => ({ ruleId, text: text.slice(start, end), start, end })) : null;
}

const byPosition = (a: Finding, b: Finding) => a.start - b.start || a.end - b.end;

export function referenceAnalyze(text: string): Analysis {
  let severity: Level = 'low';
  let score = 100;
  const issues: string[] = [];
  const recommendations: string[] = [];
  const findings: Finding[] = [];
  const fired = new Set<RuleId>();
  for (const rule of RULES) {
    const ruleFindings = findingsOf(text, rule.id, severity);
    if (!ruleFindings) continue;
    fired.add(rule.id);
    issues.push(rule.issue);
    recommendations.push(rule.recommendation);
    score -= rule.penalty;
    if (RANK[EFFECT[rule.severityEffect]] > RANK[severity]) severity = EFFECT[rule.severityEffect];
    findings.push(...ruleFindings);
  }
  const ruleIssueCount = issues.length;
  if (ruleIssueCount >= 1 && ruleIssueCount <= 2) {
    for (const filler of FILLERS.filter((candidate) => !candidate.coveredBy.some((id) => fired.has(id)))) {
      issues.push(filler.issue);
      score -= filler.penalty;
    }
  }
  const strengths = BONUSES.filter((bonus) => BONUS_DETECT[bonus.id](text)).map((bonus) => bonus.strength);
  score += BONUSES.filter((bonus) => BONUS_DETECT[bonus.id](text)).reduce(
    (sum, bonus) => sum + bonus.points,
    0,
  );
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

export const referenceTriggerWords = (text: string): Finding[] =>
  TRIGGER_RULE_IDS.flatMap((id) => findingsOf(text, id, 'low') ?? []).sort(byPosition);
