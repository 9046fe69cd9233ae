import { isWord, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from '../understand/clause-facts.ts';

// Rule "martyr-habit": "I'll sort it out myself, like I always do", "Fine, I'll fix it on my own as
// ever", "We'll clean it ourselves like every other time": the writer doing a task alone is a plain
// plan, but a tag saying it is always so reproaches the reader for never helping. The tag goes and
// the plan stays ("I'll sort it out myself."). Near misses: "I'll do it myself tomorrow morning, no
// problem" (no habit), "I'll bring the cake as usual" (a habit with no one left out), "As usual,
// I'll chair the meeting myself" (the habit opens the clause and tells the order of things).

// Doing it alone: the writer's own hands, nobody else's.
const ALONE = /\b(?:myself|ourselves|on my own|on our own|by myself|by ourselves|alone|single-handedly)\b/;
// A habit tag is "as"/"like" and then only these words, with at least one that makes it a habit.
const TAG_STARTS = new Set(['as', 'like']);
const TAG_WORDS = new Set([
  'i',
  'we',
  'always',
  'usual',
  'ever',
  'usually',
  'every',
  'other',
  'single',
  'time',
  'do',
  'does',
  'did',
  'have',
  'to',
]);
const HABIT_WORDS = new Set(['always', 'usual', 'ever', 'usually', 'every']);

export function martyrHabit(clause: ClauseFacts): number[] {
  if (!clause.firstPersonSubject || clause.inQuestion || !ALONE.test(clause.words.join(' '))) return [];
  const words = clause.tokens.flatMap((token, index) => (isWord(token) ? [index] : []));
  const normal = (index: number) => (clause.tokens[index] as Token).normal;
  // The tag runs to the clause's end, after the plan itself (at least a subject and a verb).
  for (let start = 2; start < words.length; start++) {
    const tag = words.slice(start);
    const [first, ...rest] = tag.map(normal);
    if (!TAG_STARTS.has(first ?? '') || rest.length === 0) continue;
    if (rest.every((word) => TAG_WORDS.has(word)) && rest.some((word) => HABIT_WORDS.has(word))) return tag;
  }
  return [];
}
