import type { ClauseFacts } from './clause-facts.ts';
import { TIME_LIMIT_CUES } from './cue-words.ts';
import { findTimeReferences } from './time-references.ts';

// chrono-node finds the dates and times (time-references.ts adds "EOD" and "the 28th"); a cue word
// before one ("by", "before", "ends", "due") makes it a time limit the rewrite must keep and never
// soften.

const cueWord = (word: string) => TIME_LIMIT_CUES.has(word.replace(/[^a-z]/g, ''));

export function timeLimitOf(clause: ClauseFacts): string | null {
  for (const reference of findTimeReferences(clause.text)) {
    if (/^(?:right )?now$/i.test(reference.text.trim())) continue;
    const before = clause.text.slice(0, reference.start).toLowerCase().split(/\s+/).filter(Boolean).slice(-3);
    const own = cueWord(reference.text.toLowerCase().split(/\s+/)[0] ?? '');
    if (reference.isLimit || before.some(cueWord) || own) return reference.text.replace(/[\s,;:.]+$/u, '');
  }
  return null;
}

export const timeExpressions = (text: string): string[] =>
  findTimeReferences(text).map((reference) => reference.text);
