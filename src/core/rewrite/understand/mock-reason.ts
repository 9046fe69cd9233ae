import { hasTag, isWord } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Rule "mock-reason": "Oh sure, because you're SO busy.", "Yeah, because you're so important.",
// "Right, like you ever check.": agreement said to the reader, then a reason about the reader
// that no sentence gives a reason for. The agreement is not meant, and the reason mocks; it goes
// as sarcasm while the news beside it stays. Near misses: "Because you're so kind, here's a cake"
// (the reason leads to something: another clause follows), "Sure, because the room is booked"
// (the reason is about a thing, not the reader) and "I moved it because you're busy" (no
// agreement opens it: the writer explains).

const AGREEMENTS = new Set(['sure', 'yeah', 'yes', 'right', 'ok', 'okay', 'fine', 'totally', 'of course']);
const REASON_WORDS = new Set(['because', "'cause", 'cause', 'cos', 'like', 'since']);
const READER = new Set(['you', 'u', "you're", 'your']);

export function mocksWithReason(clause: ClauseFacts): boolean {
  const words = clause.tokens.filter(isWord);
  let at = 0;
  while (hasTag(words[at], 'Expression') && !AGREEMENTS.has(words[at]?.normal ?? '')) at++;
  const agreement = words[at];
  if (!agreement || !AGREEMENTS.has(agreement.normal) || !/,/.test(agreement.post)) return false;
  const reason = words[at + 1];
  return (
    reason !== undefined &&
    REASON_WORDS.has(reason.normal) &&
    READER.has(words[at + 2]?.normal ?? '') &&
    !clause.hasFact
  );
}
