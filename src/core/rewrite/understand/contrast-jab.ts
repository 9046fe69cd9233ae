import { hasTag, isWord } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Rule "contrast-jab": "Some of us have jobs.", "Some people actually pay their rent on time."
// after a complaint about the reader: the writer's side set against the reader in the plain
// present says what the reader is not, and is a jab. It goes; the complaint before it stays. It is
// read only in a message that already speaks of the reader (message-model.ts). Near misses: "Some
// of us are going to the pub later" (a plan: progressive), "Some of us will bring food" (a plan),
// "Some of us have Friday off" (a date: news), "Some of us have jobs?" (asks), "Some people prefer
// tea." alone (no reader to set it against).
const SIDES = [
  ['some', 'of', 'us'],
  ['some', 'people'],
];
const MAX_WORDS = 9;
const PLAN_WORDS = new Set(['will', "'ll", 'going', 'gonna', 'shall', 'might', 'may', 'could', 'would']);

export function isContrastJab(clause: ClauseFacts): boolean {
  const words = clause.tokens.filter(isWord);
  const side = SIDES.find((opening) => opening.every((word, index) => words[index]?.normal === word));
  if (!side || clause.inQuestion || words.length > MAX_WORDS) return false;
  const rest = words.slice(side.length);
  const verb = rest.find((token) => hasTag(token, 'Verb') && !hasTag(token, 'Adverb'));
  if (!verb || !hasTag(verb, 'PresentTense') || hasTag(verb, 'Gerund')) return false;
  if (rest.some((token) => PLAN_WORDS.has(token.normal) || hasTag(token, 'Gerund'))) return false;
  return !rest.some((token) => hasTag(token, 'Date') || hasTag(token, 'Value') || /\d/.test(token.text));
}
