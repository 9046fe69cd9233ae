import type { ClauseModel } from '../understand/message-model.ts';
import type { ClausePlan } from './clause-action.ts';

// Rule "blame-as-reason": "My daughter came home in tears because you called her lazy in front of
// the class", "The build failed since you pushed without the tests": a "because" clause after news
// the message keeps tells why it happened; dropped as blame, the news lost its cause, and the
// reader what they are asked about. It stays, its reproach words taken out (realise). Near misses:
// "… because you're an idiot" (an insult: still goes) and a "because" clause after a clause that
// went (nothing for it to explain).
const REASON_JOINERS = new Set(['because', 'since', 'cos', 'coz', 'cause']);

export const givesReasonForKept = (clause: ClauseModel, previous: ClausePlan | undefined): boolean =>
  clause.hostility === 'blame' &&
  REASON_JOINERS.has(clause.words[0] ?? '') &&
  clause.hasContent &&
  previous?.action.kind === 'keep';
