import * as chrono from 'chrono-node';
import type { ClauseFacts } from './clause-facts.ts';
import { TIME_LIMIT_CUES } from './cue-words.ts';

// chrono-node finds the dates and times; a cue word before one ("by", "before", "ends", "due")
// makes it a time limit the rewrite must keep and never soften.

// Pure: a fixed reference date. Only the wording of the time matters here, not its resolved value.
const REFERENCE = new Date(Date.UTC(2026, 0, 5, 12));

export function timeExpressions(text: string): string[] {
  return chrono.parse(text, REFERENCE).map((result) => result.text);
}

export function timeLimitOf(clause: ClauseFacts): string | null {
  const found = chrono.parse(clause.text, REFERENCE);
  for (const result of found) {
    if (/^(?:right )?now$/i.test(result.text.trim())) continue;
    const before = clause.text.slice(0, result.index).toLowerCase().split(/\s+/).filter(Boolean).slice(-3);
    const cued = before.some((word) => TIME_LIMIT_CUES.has(word.replace(/[^a-z]/g, '')));
    const own = TIME_LIMIT_CUES.has(result.text.toLowerCase().split(/\s+/)[0] ?? '');
    if (cued || own) return result.text.replace(/[\s,;:.]+$/u, '');
  }
  return null;
}
