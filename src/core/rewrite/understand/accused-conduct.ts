import { hasTag, isWord } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Rule "accused-conduct": "You're overreacting", "You're wasting my time", "You're not listening":
// what the reader is doing right now, judged. The verb's own word is bad ("wasting"), or a plain
// verb of attention is denied with nothing after it ("not listening", "not trying"). Near misses:
// "You're doing great" praises, "You're working late tonight" only tells, "You're not missing
// anything" and "You're not bothering me" reassure (something follows the verb), and a question
// ("You're not coming tomorrow?") asks.
const BE = new Set(['are', 're', "'re", 'am']);

export function accusesConduct(clause: ClauseFacts): boolean {
  if (!clause.youSubject || clause.inQuestion) return false;
  const { tokens } = clause;
  const you = tokens.findIndex((token) => token.normal === 'you');
  if (you < 0 || !BE.has(tokens[you + 1]?.normal ?? '')) return false;
  let at = you + 2;
  const negated = tokens[at]?.normal === 'not';
  if (negated) at++;
  // "not even trying": a reproach word between is part of the accusation.
  while (clause.reproach.includes(at)) at++;
  const verb = tokens[at];
  if (!verb || !hasTag(verb, 'Gerund')) return false;
  const score = clause.scores.get(at) ?? 0;
  if (!negated) return score < 0;
  const after = tokens.slice(at + 1).filter(isWord);
  return score <= 0 && after.length === 0;
}
