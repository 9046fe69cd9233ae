import { analyze } from '../analysis/analyze.ts';
import type { RuleId } from '../analysis/rule-types.ts';
import { calmDown } from './calm-phrases.ts';
import { containsFact, extractFacts, type Fact, missingFacts } from './check/facts.ts';
import { compact, joinSegments, Priority, type Segment } from './draft.ts';
import type { MessagePlan } from './plan.ts';
import { splitSentences } from './split.ts';

// The engine checks its own draft with the same analysis the user sees (spec §5) and repairs it:
// facts that went missing come back, leftover trigger words are swapped, and the length is kept in
// bounds (at most 1.5 × the original + 100 characters, and under 300 when that is possible).

const WORD_RULES: ReadonlySet<RuleId> = new Set(['pressure', 'emotional', 'demanding', 'vague', 'negative']);
const CONTEXT_WORD = /\b(?:because|context|reasons?)\b/i;
const MAX_PASSES = 3;
const LONG_MESSAGE_CHARS = 300;
// A link, an address or a file name is a fact: a trigger word inside it stays as written.
const INSIDE_FACT_TOKEN = /(?:\/\/|@|\.[a-z]{2,}\b|\/)/i;

export const lengthLimit = (original: string) => Math.floor(1.5 * original.length + 100);

function tokenAround(text: string, start: number, end: number): string {
  const from = text.lastIndexOf(' ', start) + 1;
  const to = text.indexOf(' ', end);
  return text.slice(from, to === -1 ? text.length : to);
}

const matchCase = (replacement: string, original: string) =>
  /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;

// Swaps any word the analysis still flags for the rule's own gentler suggestion.
export function fixFlaggedWords(text: string): string {
  let fixed = text;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const findings = analyze(fixed).findings.filter(
      (finding) =>
        WORD_RULES.has(finding.ruleId as RuleId) &&
        !INSIDE_FACT_TOKEN.test(tokenAround(fixed, finding.start, finding.end)),
    );
    if (findings.length === 0) break;
    for (const finding of [...findings].reverse()) {
      const replacement = matchCase(finding.suggestion ?? '', finding.text);
      fixed = `${fixed.slice(0, finding.start)}${replacement}${fixed.slice(finding.end)}`;
    }
    fixed = fixed.replace(/ {2,}/g, ' ').replace(/ ([,.;:?!])/g, '$1');
  }
  return fixed;
}

// Any fact the draft lost comes back, in the calm form of the sentence it came from.
function carriedFacts(missing: readonly Fact[], plan: MessagePlan): string[] {
  const sources = [
    ...plan.parts.map((part) => part.source),
    ...plan.text.split('\n').flatMap((line) => splitSentences(line)),
  ];
  const pieces: string[] = [];
  for (const fact of missing) {
    if (pieces.some((piece) => containsFact(piece, fact))) continue;
    const source = sources.find((candidate) => containsFact(candidate, fact));
    const calm = source ? calmDown(source).replace(/[.!?]+$/, '') : '';
    pieces.push(containsFact(calm, fact) ? calm : fact.text);
  }
  return pieces;
}

function insertBeforeClose(segments: readonly Segment[], segment: Segment): Segment[] {
  const index = segments.findIndex((candidate) => candidate.role === 'flexible');
  const at = index === -1 ? segments.length : index;
  return [...segments.slice(0, at), segment, ...segments.slice(at)];
}

export interface RepairOptions {
  readonly maxLines?: number;
  readonly singleQuestion?: boolean;
}

export function repairDraft(
  draft: readonly Segment[],
  original: string,
  plan: MessagePlan,
  options: RepairOptions = {},
): Segment[] {
  let segments: Segment[] = draft.map((segment) => {
    const text = fixFlaggedWords(segment.text);
    const short = segment.short === undefined ? undefined : fixFlaggedWords(segment.short);
    // A short form may drop words, never facts.
    return {
      ...segment,
      text,
      short: short !== undefined && missingFacts(text, short).length === 0 ? short : undefined,
    };
  });
  const missing = missingFacts(original, joinSegments(segments));
  if (missing.length > 0) {
    const pieces = carriedFacts(missing, plan).map((piece) => fixFlaggedWords(piece));
    const text = `Also, for context: ${pieces.join('; ')}.`;
    segments = insertBeforeClose(segments, {
      text: options.singleQuestion ? text.replace(/\?(?=;|\.$)/g, '') : text,
      priority: Priority.essential,
      role: 'context',
    });
  }
  let shortened = shorten(segments, lengthLimit(original));
  // Shortening may take a line that held a fact (a greeting with a name) or the last context word
  // (spec §5 "lacks context"): such lines become essential and the draft is shortened again.
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const lost = missingFacts(original, joinSegments(shortened));
    const lacksContext = !CONTEXT_WORD.test(joinSegments(shortened));
    if (lost.length === 0 && !lacksContext) break;
    segments = segments.map((segment) => {
      const holdsLostFact = lost.some((fact) => containsFact(segment.text, fact));
      const isContextLine = lacksContext && segment.role === 'context';
      return holdsLostFact || isContextLine
        ? { ...segment, priority: Priority.essential, short: holdsLostFact ? undefined : segment.short }
        : segment;
    });
    shortened = shorten(segments, lengthLimit(original));
  }
  return options.maxLines ? mergeToLines(shortened, options.maxLines) : shortened;
}

// Under 300 characters when possible (spec §5 "too long"), and always within the limit.
function shorten(segments: readonly Segment[], limit: number): Segment[] {
  const tight = compact(segments, Math.min(limit, LONG_MESSAGE_CHARS));
  const fitsShort = joinSegments(tight).length <= LONG_MESSAGE_CHARS || limit <= LONG_MESSAGE_CHARS;
  return fitsShort ? tight : compact(segments, limit);
}

// Real-time phrases stay at most four lines: extra middle lines join the one before them.
function mergeToLines(segments: readonly Segment[], maxLines: number): Segment[] {
  const merged = [...segments];
  while (merged.length > maxLines && merged.length >= 3) {
    const [second, third] = [merged[1], merged[2]];
    if (!second || !third) break;
    merged.splice(1, 2, { ...second, text: `${second.text} ${third.text}` });
  }
  return merged;
}

export const keptFacts = (original: string, rewrite: string) =>
  extractFacts(original).filter((fact) => containsFact(rewrite, fact));
