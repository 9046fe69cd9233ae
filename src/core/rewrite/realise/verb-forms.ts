import nlp from 'compromise';
import { hasTag, type Token, withText } from '../parse/tokens.ts';
import { timeExpressions } from '../understand/time-limits.ts';

// Small grammar helpers for turning a blaming question into a request.

// "packed" -> "pack". Alone, compromise may read a participle as an adjective; after a subject it
// is a verb.
export const baseForm = (verb: Token): string =>
  verb.root ?? (nlp(`they ${verb.text}`).verbs().toInfinitive().text() || verb.text);

// "paid it" -> "pay it": the first verb in its base form.
export function asInfinitive(tokens: readonly Token[]): Token[] {
  const at = tokens.findIndex((token) => hasTag(token, 'Verb') && token.text !== '');
  if (at < 0) return [...tokens];
  const base = baseForm(tokens[at] as Token);
  return tokens.map((token, index) => (index === at ? withText(token, base) : token));
}

// A request can't be about the past: "reply yesterday" -> "reply".
export function withoutPastTime(tokens: readonly Token[]): Token[] {
  const past = timeExpressions(tokens.map((token) => token.pre + token.text + token.post).join(''))
    .filter((text) => /\b(?:yesterday|last|ago|earlier)\b/i.test(text))
    .flatMap((text) => text.toLowerCase().split(/\s+/));
  if (past.length === 0) return [...tokens];
  return tokens.filter((token) => !past.includes(token.text.toLowerCase()));
}

const TOPIC_PREPOSITIONS = new Set(['for', 'about', 'on', 'regarding']);

// Rule "follow-up-drops-the-count": the count of earlier asks after the topic ("about this twice
// already", "on the lease three times now") is the reproach, and after "Following up on" it reads
// as broken English ("Following up on this twice already"): the topic ends where the count starts.
// Near miss: "about the 3 invoices" counts things, not asks, and stays.
const COUNT_OF_ASKS = new Set(['twice', 'thrice', 'again', 'already', 'repeatedly', 'now']);
const countStarts = (tokens: readonly Token[], at: number): boolean => {
  const word = tokens[at]?.normal ?? '';
  if (COUNT_OF_ASKS.has(word)) return true;
  // "three times", "several times", "so many times".
  const ahead = tokens.slice(at + 1, at + 3).map((token) => token.normal);
  // "the two times you offered" names occasions: a determiner before the count makes it a thing.
  const counts = ahead[0] === 'times' && !hasTag(tokens[at - 1], 'Determiner');
  return counts || (word === 'so' && ahead[1] === 'times');
};

// "I asked you three times for invoice #1042 ($860)" -> "invoice #1042 ($860)".
export function followUpTopic(tokens: readonly Token[]): string | null {
  const at = tokens.findIndex((token) => TOPIC_PREPOSITIONS.has(token.normal));
  if (at < 0) return null;
  const rest = tokens.slice(at + 1);
  const count = rest.findIndex((_, index) => index > 0 && countStarts(rest, index));
  const text = (count > 0 ? rest.slice(0, count) : rest)
    .map((token) => token.pre + token.text + token.post)
    .join('')
    .trim()
    .replace(/[.!?,;:]+$/u, '');
  return text || null;
}
