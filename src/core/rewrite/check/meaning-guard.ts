import { ENGINE_MESSAGES as MESSAGES } from '../../catalog/engine-messages.ts';
import { findTimeReferences, isReferenceKept, type TimeReference } from '../understand/time-references.ts';
import { findChangedAsks } from './ask-verbs.ts';
import { findChangedReferents } from './changed-referents.ts';
import {
  containsFact,
  extractFactSpans,
  FACT_KIND_LABELS,
  type FactSpan,
  normalizeForFacts,
} from './facts.ts';
import { findFlippedFeelings } from './feeling-flips.ts';
import { isHostileSentence } from './hostility.ts';
import { findAddedNegations, findLostNegations } from './negations.ts';
import { findWeakenedObligations } from './obligations.ts';
import { readSentences } from './read-clauses.ts';
import { findReassurance } from './reassurance.ts';

// The meaning guard, run on every rewrite whichever provider wrote it: plain-language warnings,
// shown beside the rewrite, for what a reader could act on wrongly. It warns about dropped facts
// and time limits, false reassurance next to a time limit, a lost "not", a must made optional and
// an ask that changed. It stays quiet when a rewrite only drops blame, insults or profanity.

const TIME_KINDS = new Set(['time', 'date', 'weekday', 'month', 'number']);
// Small facts that blame is made of: "THREE times", "AGAIN since Monday", a name in an insult.
const BLAME_KINDS = new Set(['number', 'name', 'date', 'weekday', 'month']);

const quote = (phrase: string) => `“${phrase}”`;
const within = (fact: FactSpan, span: { start: number; end: number }) =>
  fact.start >= span.start && fact.end <= span.end;

// "Tue" and "Tuesday" are the same day: a rewrite may spell a weekday out.
const WEEKDAY_STEMS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
function keepsWeekday(rewrite: string, fact: FactSpan) {
  const day = WEEKDAY_STEMS.find((stem) => fact.text.toLowerCase().startsWith(stem));
  return day !== undefined && new RegExp(`\\b${day}(?:s|\\.|[a-z]*day)?\\b`, 'i').test(rewrite);
}

function hostileSpans(text: string) {
  const spans: { start: number; end: number }[] = [];
  for (const match of text.matchAll(/[^.!?\n]+[.!?]*/g)) {
    if (isHostileSentence(match[0])) spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

function timeWarnings(original: string, rewrite: string, references: readonly TimeReference[]) {
  const inRewrite = findTimeReferences(rewrite);
  const lostLimits = references.filter((ref) => ref.isLimit && !isReferenceKept(ref, inRewrite));
  const warnings = lostLimits.map((ref) => `${MESSAGES.MEANING_GUARD_TIME_LIMIT_DROPPED}${quote(ref.text)}`);
  const reassurance = findReassurance(rewrite);
  // A clock time is a time limit for reassurance too: "Dentist at 8:15 … take your time" misleads.
  const isTimed = references.some((ref) => ref.isLimit || ref.known.hour !== undefined);
  if (reassurance && isTimed && !findReassurance(original)) {
    warnings.push(`${MESSAGES.MEANING_GUARD_FALSE_REASSURANCE}${quote(reassurance)}`);
  }
  return {
    warnings,
    keptReferences: references.filter((ref) => isReferenceKept(ref, inRewrite)),
    lostLimits,
  };
}

type TimeOutcome = ReturnType<typeof timeWarnings>;

function droppedFacts(original: string, rewrite: string, { keptReferences, lostLimits }: TimeOutcome) {
  // Read only when a small fact is missing from the rewrite: finding the hostile sentences may
  // parse each one, and most rewrites keep every fact (issue 24).
  let blameSpans: { start: number; end: number }[] | null = null;
  const blame = () => {
    blameSpans ??= hostileSpans(original);
    return blameSpans;
  };
  const seen = new Set<string>();
  const dropped: FactSpan[] = [];
  for (const fact of extractFactSpans(original)) {
    const key = normalizeForFacts(fact.text);
    if (seen.has(key) || containsFact(rewrite, fact)) continue;
    if (fact.kind === 'weekday' && keepsWeekday(rewrite, fact)) continue;
    const isTimeFact = TIME_KINDS.has(fact.kind);
    // Said differently ("Thursday at 5pm" for "5pm Thursday"), or already warned about as a limit.
    if (isTimeFact && keptReferences.some((ref) => within(fact, ref))) continue;
    if (isTimeFact && lostLimits.some((ref) => within(fact, ref))) continue;
    if (BLAME_KINDS.has(fact.kind) && blame().some((span) => within(fact, span))) continue;
    seen.add(key);
    dropped.push(fact);
  }
  return dropped;
}

export function meaningGuardWarnings(original: string, rewrite: string): string[] {
  // A message sent back as written has lost nothing: a warning on it only alarms.
  if (rewrite.trim() === original.trim()) return [];
  const time = timeWarnings(original, rewrite, findTimeReferences(original));
  const warnings: string[] = [];
  const dropped = droppedFacts(original, rewrite, time);
  if (dropped.length > 0) {
    const list = dropped.map((fact) => `${fact.text} (${FACT_KIND_LABELS[fact.kind]})`).join(', ');
    warnings.push(`${MESSAGES.MEANING_GUARD_DROPPED}${list}`);
  }
  warnings.push(...time.warnings);
  const [originalSentences, rewriteSentences] = [readSentences(original), readSentences(rewrite)];
  for (const { phrase } of findLostNegations(originalSentences, rewriteSentences)) {
    warnings.push(`${MESSAGES.MEANING_GUARD_NEGATION_LOST}${quote(phrase)}`);
  }
  const changedAsks = findChangedAsks(originalSentences, rewriteSentences);
  // A refused ask is warned about below, in its own words.
  const refused = changedAsks.some((ask) => ask.isRefused);
  for (const { phrase } of refused ? [] : findAddedNegations(originalSentences, rewriteSentences)) {
    warnings.push(`${MESSAGES.MEANING_GUARD_NEGATION_ADDED}${quote(phrase)}`);
  }
  for (const phrase of findFlippedFeelings(original, rewrite)) {
    warnings.push(`${MESSAGES.MEANING_GUARD_FEELING_FLIPPED}${quote(phrase)}`);
  }
  for (const { phrase } of findWeakenedObligations(originalSentences, rewriteSentences)) {
    warnings.push(`${MESSAGES.MEANING_GUARD_OBLIGATION_WEAKENED}${quote(phrase)}`);
  }
  for (const { phrase, isRefused } of changedAsks) {
    const prefix = isRefused ? MESSAGES.MEANING_GUARD_ASK_REFUSED : MESSAGES.MEANING_GUARD_ASK_CHANGED;
    warnings.push(`${prefix}${quote(phrase)}`);
  }
  for (const phrase of findChangedReferents(original, rewrite)) {
    warnings.push(`${MESSAGES.MEANING_GUARD_REFERENT_CHANGED}${quote(phrase)}`);
  }
  return warnings;
}

// The guard's checks that the offline editor itself can trip (issue 21): run on every candidate
// rewrite, cheaply, before one is chosen.
// The parsing checks run only when a cheap count says they could fire: fewer "it"s, more "not"s.
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const PRONOUNS = /\b(?:it|them)\b/gi;
const NOTS = /\b(?:not|never)\b|n['’]t\b/gi;
export const changesMeaning = (original: string, rewrite: string): boolean =>
  findFlippedFeelings(original, rewrite).length > 0 ||
  (count(rewrite, PRONOUNS) < count(original, PRONOUNS) &&
    findChangedReferents(original, rewrite).length > 0) ||
  (count(rewrite, NOTS) > count(original, NOTS) &&
    findAddedNegations(readSentences(original), readSentences(rewrite)).length > 0);
