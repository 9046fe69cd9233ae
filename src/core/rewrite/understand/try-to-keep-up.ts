import { hasTag, isWord } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Rule "try-to-keep-up": "Please try to keep up.", "Try to pay attention.", "Maybe try listening
// for once": told to try to keep pace or attend, with nothing named to attend to, the reader is
// called slow; it asks nothing they can do, and goes as venting. Near misses: "Try to relax this
// weekend" (no call for attention: care), "Please try to keep up with the reading list by Friday"
// (a thing and a time named: a real ask) and "Listen to the voicemail from Sam" (no "try").
export function callsReaderSlow(clause: ClauseFacts): boolean {
  if (clause.hasFact || clause.inQuestion) return false;
  const words = clause.words;
  const tryAt = words.indexOf('try');
  if (tryAt < 0) return false;
  const verbAt = words[tryAt + 1] === 'to' ? tryAt + 2 : tryAt + 1;
  if (!hasTag(clause.tokens.filter(isWord)[verbAt], 'Attending')) return false;
  // "keep up", "pay attention", "follow along": what follows is only the verb's own word.
  const rest = words
    .slice(verbAt + 1)
    .filter((word) => !['up', 'attention', 'along', 'please'].includes(word));
  return rest.length === 0 || (rest.length <= 2 && ['for', 'once', 'this', 'time'].includes(rest[0] ?? ''));
}
