import { lemmaOf } from '../parse/tokens.ts';
import type { Ask } from './asks.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Rule "comfort-not-condition": "Don't worry if you haven't finished it", "Don't feel bad if you
// can't come": telling the reader not to feel distress lets them off; the "if you haven't" that
// follows names what they need not worry about, it sets no condition to punish. Near misses:
// "Don't bother coming if you haven't read it" and "Don't come back if you haven't got it" shut
// the reader out (clause-neighbours.ts, conditional-threats.ts).
// Verbs whose whole meaning is a distress the reader feels, so "don't" before them comforts.
const DISTRESS_VERBS = new Set(['worry', 'panic', 'stress', 'fret', 'apologise', 'apologize']);
// "Don't feel bad": feeling and the distress named after it. "Don't be rude" admonishes.
const STATE_VERBS = new Set(['feel']);

export function comfortsReader(facts: ClauseFacts, ask: Ask | null): boolean {
  if (!ask?.negative) return false;
  const verb = facts.tokens[ask.verbAt];
  if (!verb) return false;
  const lemma = lemmaOf(verb);
  if (DISTRESS_VERBS.has(lemma) || DISTRESS_VERBS.has(verb.normal)) return true;
  if (!STATE_VERBS.has(lemma)) return false;
  const named = facts.scores.get(ask.verbAt + 1) ?? 0;
  return named < 0;
}
