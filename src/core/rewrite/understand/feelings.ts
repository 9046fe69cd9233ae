import { hasTag } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// The spec's emotional words (§5) and, for each, the milder word of the same feeling a rewrite may
// use. A feeling is never replaced by a different or a stronger one: "frustrated" is not "fed up",
// "angry" is not "unhappy". Where no equal exists (null), the word is the writer's truth and stays,
// or its clause is rephrased around what happened (plan/feeling-plan.ts).
export const FEELING_EQUALS: Readonly<Record<string, string | null>> = {
  worried: 'uneasy',
  concerned: 'uneasy',
  annoyed: 'bothered',
  upset: 'unhappy',
  frustrated: null,
  angry: null,
  disappointed: null,
};

// Words that open what the feeling is about: "I'm frustrated that the build failed".
const COMPLEMENT_STARTS = new Set(['that', 'because', 'when', 'since']);

export interface StatedFeeling {
  readonly word: string;
  readonly negated: boolean;
  // Token index where what happened starts ("the build failed"), or -1.
  readonly whatHappenedAt: number;
  // A thing named after the feeling ("with how the launch went"): not a bare mood.
  readonly aboutSomething: boolean;
  // Index of the preposition that opens what it is about ("with", "in", "about"), or -1.
  readonly aboutAt: number;
}

// Feelings of an expectation not met: what the writer hoped for can say them ("I'd hoped for better
// with the launch"); anger can't be said that way.
export const UNMET_HOPES = new Set(['disappointed', 'frustrated']);
const ABOUT_PREPOSITIONS = new Set(['with', 'in', 'about', 'by', 'at', 'over']);

// Rule "feeling-drops-its-that": "I'm disappointed you didn't call", "I'm upset they moved the
// date": what happened follows the feeling with its "that" left out, a subject and then its verb.
// Near misses: "I'm disappointed in you" and "I'm upset with the delay" name a thing, not an event.
const SUBJECTS = new Set(['you', 'he', 'she', 'they', 'we', 'it', 'i', 'nobody', 'no one', 'someone']);
function droppedThatAt(clause: ClauseFacts, feelingAt: number): number {
  const subject = clause.tokens[feelingAt + 1];
  if (!subject || !(SUBJECTS.has(subject.normal) || hasTag(subject, 'ProperNoun'))) return -1;
  const verb = clause.tokens
    .slice(feelingAt + 2, feelingAt + 4)
    .some((token) => hasTag(token, 'Verb') || hasTag(token, 'Negative'));
  return verb ? feelingAt + 1 : -1;
}

// Rule "stated-feeling": the writer names their own feeling ("I'm frustrated", "I feel angry").
export function statedFeeling(clause: ClauseFacts): StatedFeeling | null {
  const at = clause.tokens.findIndex((token) => token.normal in FEELING_EQUALS);
  if (at < 0) return null;
  // The writer ("I'm", "we feel") before the feeling word.
  if (!clause.tokens.slice(0, at).some((token) => token.normal === 'i' || token.normal === 'we')) return null;
  const word = clause.tokens[at]?.normal ?? '';
  const opener = clause.tokens.findIndex((token, index) => index > at && COMPLEMENT_STARTS.has(token.normal));
  const negated = clause.tokens
    .slice(0, at)
    .some((token) => token.normal === 'not' || token.normal === 'never');
  const opened = opener >= 0 && opener + 2 < clause.tokens.length ? opener + 1 : -1;
  const whatHappenedAt = opened >= 0 ? opened : droppedThatAt(clause, at);
  return {
    word,
    negated,
    whatHappenedAt,
    // What happened ("that you didn't tell me") is what the feeling is about, as much as a thing.
    aboutSomething:
      whatHappenedAt >= 0 ||
      clause.tokens.slice(at + 1).some((token) => hasTag(token, 'Noun') && !hasTag(token, 'Pronoun')),
    aboutAt: ABOUT_PREPOSITIONS.has(clause.tokens[at + 1]?.normal ?? '') ? at + 1 : -1,
  };
}

// A feeling with no milder equal, said outright: it has to go only when the message has more to
// say, and then what happened stays.
export const hasNoEqual = (feeling: StatedFeeling) => FEELING_EQUALS[feeling.word] === null;
