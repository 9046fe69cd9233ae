import { hasTag } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// A count is the reproach: the writer tallies how often they asked, or what the reader's doing
// cost them (hostility.ts reads it as blame; plan/ follows the ask up once).

const TELLING_VERBS =
  /^(?:ask|tell|told|remind|email|message|chase|mention|say|said|rais|raise|flag|flagg)(?:s|ed|ing)?$/;
const COUNTED_NOUNS = new Set(['time', 'email', 'message', 'reminder', 'text', 'call', 'request']);
const REPEAT_WORDS = new Set(['times', 'twice', 'again', 'already', 'repeatedly']);

// "I've asked you THREE times for the login details", "This is the third time I'm asking": the
// count is the reproach.
export function repeatsAsk(clause: ClauseFacts): boolean {
  // "the third time", "the 4th email I've sent".
  const counted =
    clause.words.some((word) => REPEAT_WORDS.has(word)) ||
    /\bover and over\b/i.test(clause.text) ||
    clause.tokens.some(
      (token, index) => hasTag(token, 'Ordinal') && COUNTED_NOUNS.has(clause.tokens[index + 1]?.normal ?? ''),
    );
  if (!clause.words.includes('i') || !counted) return false;
  return clause.words.some((word) => TELLING_VERBS.test(word)) || countsBurden(clause);
}

// Rule "counted-burden": "This is the third time I've had to fix your typos", "I've cleaned up after
// you three times this week": the writer counts what the reader's doing cost them; the count is
// the reproach, as it is for a repeated ask. Near misses: "This is the third time I've been to
// Rome" (nothing of the reader's) and "It's the second time you've won, well done!" (praise, and
// the writer did nothing).
const OBLIGED = new Set(['had', 'have', 'having']);
function countsBurden(clause: ClauseFacts): boolean {
  if (!clause.mentionsYou || [...clause.scores.values()].some((score) => score > 0)) return false;
  const writerAt = clause.words.indexOf('i');
  const after = clause.words.slice(writerAt + 1, writerAt + 5);
  // "I've had to …", "I had to …": made to do it; "I've cleaned up after you": did it for them.
  return after.some((word, at) => OBLIGED.has(word) && after[at + 1] === 'to') || after.includes('after');
}
