import { isCondition } from '../understand/conditional-threats.ts';
import type { ClausePlan } from './clause-action.ts';

const dropReason = (plan: ClausePlan | undefined) =>
  plan?.action.kind === 'drop' ? plan.action.reason : null;

// Rule "lead-in-goes-with-its-jab": "Let me guess, you 'forgot' to send it again?", "I mean, who
// does that?": a short opener that ends at its comma and names nothing only leads into the clause
// after it; with that clause gone it was left alone ("Let me guess."). Near misses: "Hi Sam," (a
// greeting, read apart), "On Friday, you missed the call" (a date: a fact of its own) and "I
// tried, get a grip" (what the writer did: a fact).
const LEAD_IN_WORDS = 3;
const leadsIn = (plan: ClausePlan) =>
  /,\s*$/u.test(plan.clause.text) &&
  plan.clause.words.length <= LEAD_IN_WORDS &&
  !plan.clause.hasFact &&
  plan.clause.ask === null &&
  // "I tried, get a grip": what the writer did is a fact, no lead-in.
  !plan.clause.pastTense &&
  !plan.clause.tokens.some((token) => token.tags.has('Noun') && !token.tags.has('Pronoun'));

// A clause that only leans on a dropped one goes with it: "…, which makes the team look bad"
// after a dropped blame, and "If you're not going to help," before a dropped order.
export function withoutOrphans(clauses: readonly ClausePlan[]): ClausePlan[] {
  return clauses.map((plan, index) => {
    if (plan.action.kind !== 'keep') return plan;
    const before = dropReason(clauses[index - 1]);
    const after = dropReason(clauses[index + 1]);
    const relative = ['which', 'who'].includes(plan.clause.words[0] ?? '');
    if (relative && before) return { ...plan, action: { kind: 'drop', reason: before } };
    // Rule "condition-with-its-outcome": "If the fee isn't in by the 3rd, a $20 charge applies, no
    // exceptions." holds its own outcome after its comma, and stays when the aside after it goes.
    // Near miss: "If you're not going to help, don't bother." leans on what is dropped.
    const ownOutcome = /,\s*\S/u.test(plan.clause.text.trim().replace(/,$/u, ''));
    if (isCondition(plan.clause) && after && index === clauses.length - 2 && !ownOutcome)
      return { ...plan, action: { kind: 'drop', reason: after } };
    if (leadsIn(plan) && after) return { ...plan, action: { kind: 'drop', reason: after } };
    return plan;
  });
}
