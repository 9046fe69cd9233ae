import { hasTag, isWord, type Token } from '../parse/tokens.ts';
import { readClause } from './clause-facts.ts';
import { hostilityOf } from './hostility.ts';

// Rule "or-second-way": "Send an engineer or cancel my contract", "Fix it by 10 or revert it": an
// order after "or", beside an order, is a second way to do what is asked, so the two stay one ask
// ("Could you send an engineer or cancel my contract?"). Split, the second half was sent as a bare
// "Otherwise, cancel …" or dropped as an aside. Near misses: "Fix it or forget it" (a verb that
// gives the ask up), "Pay the rent or I'll call the landlord" (no order: a consequence), "Pay up or
// get out" (a hostile order), "Tell me or don't" (a refusal).

function isSecondWay(order: readonly Token[], alternative: readonly Token[]): boolean {
  if (alternative[0]?.normal !== 'or' || alternative.length < 2) return false;
  const first = readClause(order, false);
  const rest = readClause(alternative.slice(1), false);
  return (
    first.imperativeAt >= 0 &&
    hostilityOf(first) === null &&
    rest.imperativeAt === 0 &&
    !rest.negated &&
    !hasTag(rest.tokens.filter(isWord)[0], 'GivingUp') &&
    hostilityOf(rest) === null
  );
}

export function withSecondWaysJoined(clauses: Token[][]): Token[][] {
  const joined: Token[][] = [];
  for (const clause of clauses) {
    const previous = joined.at(-1);
    if (previous && isSecondWay(previous, clause)) joined[joined.length - 1] = [...previous, ...clause];
    else joined.push(clause);
  }
  return joined;
}
