import { hasTag } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Rule "ironic-minimiser": "it's only the biggest client we have", "it's only my whole weekend",
// "only the most important meeting of the year": "only" before the greatest degree of something
// says the opposite of "only"; it mocks how lightly the reader took it, and goes as sarcasm while
// the message's facts stay. Near misses: "It's only the second draft" (an order, no superlative),
// "Only the biggest boxes go in the van" (a rule: "only" picks them out, no "it's"), and "the
// biggest client" said plainly.
const WHOLE = new Set(['whole', 'entire']);
const MAX_GAP = 3;

export function minimisesIronically(clause: ClauseFacts): boolean {
  if (clause.inQuestion) return false;
  const { tokens } = clause;
  return tokens.some((token, at) => {
    if (token.normal !== 'only' || at === 0) return false;
    // "it's only …", "that was only …": a thing said to be "only" this.
    const said = hasTag(tokens[at - 1], 'Copula');
    const opener = tokens[at + 1];
    if (!said || !(opener?.normal === 'the' || hasTag(opener, 'Possessive'))) return false;
    return tokens
      .slice(at + 2, at + 2 + MAX_GAP)
      .some((later) => hasTag(later, 'Superlative') || later.normal === 'most' || WHOLE.has(later.normal));
  });
}
