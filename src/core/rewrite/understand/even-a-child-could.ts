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
