import type { Finding } from '../finding.ts';
import type { Level } from '../level.ts';
import type { ToneKind } from '../tone-kinds.ts';
import type { AnchorMask } from './anchor-scan.ts';

// Rules are data (retext style, STYLE.md): a stable id, what triggers it, its issue text, penalty,
// severity effect and recommendation. analyze.ts only interprets this data.

// The ids as data too, so a user's word list can name a rule to switch off (src/core/lists).
export const RULE_IDS = [
  'pressure',
  'emotional',
  'demanding',
  'too-long',
  'lacks-structure',
  'vague',
  'negative',
  'lacks-context',
  'too-many-questions',
  'lacks-reassurance',
  // Beyond spec §5 (docs/decisions/017-hostility-counts-in-the-score.md).
  'hostility',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

// A set of rules as bits in RULE_IDS order, for checks on every analysis.
const RULE_BITS = Object.fromEntries(RULE_IDS.map((id, index) => [id, 1 << index])) as Record<RuleId, number>;
export const ruleBit = (id: RuleId) => RULE_BITS[id];

// 'high' sets severity high; 'at-least-medium' lifts low to medium; 'none' leaves it alone.
export type SeverityEffect = 'high' | 'at-least-medium' | 'none';

export interface Phrase {
  // Matched as whole words, case-insensitively; a space matches any run of whitespace.
  readonly text: string;
  // A gentler alternative, shown next to the highlighted words.
  readonly suggestion?: string;
  // The phrase does not count right after one of these words ("you don't have to" is not pressure).
  readonly unlessAfter?: readonly string[];
}

interface RuleBase {
  readonly id: RuleId;
  readonly issue: string;
  readonly penalty: number;
  readonly severityEffect: SeverityEffect;
  readonly recommendation: string;
}

export interface PhraseRule extends RuleBase {
  readonly kind: 'phrases';
  readonly phrases: readonly Phrase[];
}

export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface MessageFacts {
  readonly text: string;
  // Severity reached by the rules listed before this one.
  readonly severity: Level;
  // scanAnchors(text), for the phrase matchers a rule uses.
  readonly present: AnchorMask;
}

export interface MessageRule extends RuleBase {
  readonly kind: 'message';
  // How the trigger reads in docs/rules.md.
  readonly trigger: string;
  // null: the rule does not fire. Otherwise the spans to highlight (empty for a whole-message rule).
  readonly detect: (facts: MessageFacts) => readonly Span[] | null;
}

// Beyond spec §5: fires on the tone findings of the message model, handed to analyze() by its caller
// (src/core/tone), never read here. Without them the rule cannot fire and the score is exactly §5.
export interface ToneRule extends RuleBase {
  readonly kind: 'tone';
  readonly beyondSpec: true;
  // How the trigger reads in docs/rules.md.
  readonly trigger: string;
  // The tone findings that count; the others (a plain order, sarcasm, venting) are shown, not scored.
  readonly kinds: readonly ToneKind[];
}

// What the message model found, as the analysis takes it: findings whose rule ids are tone kinds.
export type ToneFindings = readonly Finding[];

export type Rule = PhraseRule | MessageRule | ToneRule;

export interface Bonus {
  readonly id: 'polite' | 'flexible-timing' | 'structure';
  readonly points: number;
  readonly strength: string;
  // How the trigger reads in docs/rules.md.
  readonly trigger: string;
  // present: scanAnchors(text), for the phrase matchers a bonus uses.
  readonly detect: (text: string, present: AnchorMask) => boolean;
}

export interface Filler {
  readonly id: 'filler-visual-organization' | 'filler-supportive-tone' | 'filler-adhd-friendly';
  readonly issue: string;
  readonly penalty: number;
  // The filler is left out when one of these rules already reported the same concern.
  readonly coveredBy: readonly RuleId[];
}
