import { hasTag } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Rule "even-a-child-could": "A toddler could have filled in this form", "My kid could do this",
// "A monkey could have done a better job": someone thought unable doing it with ease says the
// reader can't; an insult with no insulting word, which goes whole. Near misses: "A child could get
// hurt on these stairs" (a risk: a harm after the modal), "The kids could help with setup" (an offer:
// no "a"/"my" single being).
const MODALS = new Set(['could', 'can']);
const DONE = new Set([
  'do',
  'done',
  'fill',
  'filled',
  'manage',
  'managed',
  'write',
  'written',
  'figure',
  'figured',
  'work',
  'worked',
]);

export function comparesToAChild(clause: ClauseFacts): boolean {
  const { tokens } = clause;
  const beingAt = tokens.findIndex((token) => hasTag(token, 'ThoughtUnable'));
  if (beingAt < 1 || !['a', 'my', 'even', 'an'].includes(tokens[beingAt - 1]?.normal ?? '')) return false;
  const modal = tokens[beingAt + 1];
  if (!modal || !MODALS.has(modal.normal)) return false;
  const rest = tokens.slice(beingAt + 2, beingAt + 5);
  // ("done" after "could have" is tagged an adjective; it is the verb all the same.)
  const does = rest.find(
    (token) => token.normal !== 'have' && (hasTag(token, 'Verb') || DONE.has(token.normal)),
  );
  return does !== undefined && DONE.has(does.normal) && (clause.scores.get(tokens.indexOf(does)) ?? 0) >= 0;
}

// Rule "bar-of-a-novice": "I'd expect a first-year intern to check their numbers", "I would expect
// a child to know that": what the writer would expect even of a novice, said to the reader, says
// the reader falls below it. The jab goes; what is expected stays as the ask (its verb, returned
// here). Near misses: "I'd expect a delay of two days" (a thing, no "to"), "I expect the plumber to
// come at 3" (a real expectation: no "would", and no novice).
export function noviceBarVerb(clause: ClauseFacts): number {
  const { tokens } = clause;
  const expectAt = tokens.findIndex((token) => token.normal === 'expect');
  if (expectAt < 2 || tokens[expectAt - 1]?.normal !== 'would' || tokens[expectAt - 2]?.normal !== 'i')
    return -1;
  const toAt = tokens.findIndex((token, at) => at > expectAt && token.normal === 'to');
  if (toAt < 0 || toAt > expectAt + 5 || !hasTag(tokens[toAt + 1], 'Verb')) return -1;
  const bar = tokens.slice(expectAt + 1, toAt);
  return bar.some((token) => hasTag(token, 'Novice')) ? toAt + 1 : -1;
}

// Rule "be-more-like": "Why can't you be more like your sister?", "You should be more like Sam":
// the reader told to be like someone else is measured against them, a put-down with no bad word;
// it goes whole. Near misses: "It'll be more like 5pm" (no reader) and "Could you make the intro
// more like the draft?" (a thing reshaped, no "be").
export function comparesToAnother(clause: ClauseFacts): boolean {
  const { words } = clause;
  const likeAt = words.findIndex(
    (word, at) => word === 'like' && (words[at - 1] === 'more' || words[at - 1] === 'be'),
  );
  if (likeAt < 1 || !words.includes('you')) return false;
  const beAt = words.lastIndexOf('be', likeAt);
  return beAt >= 0 && likeAt - beAt <= 2 && words.indexOf('you') < beAt;
}
