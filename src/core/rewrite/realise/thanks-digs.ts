import { hasTag, isWord } from '../parse/tokens.ts';
import { praisesLateWork } from '../understand/hostility.ts';
import type { ClauseModel } from '../understand/message-model.ts';
import { isThanks } from '../understand/sentence-kinds.ts';

// Thanks with a dig in it: the thanks is real and stays, the word that takes it back goes
// (clean-clause.ts removes the indexes returned here).

// "Thanks for finally replying" (hostility.ts "late-praise"), and rule "thanks-for-actually":
// "Thanks in advance for actually reading this one": "actually" before what the reader is thanked
// for doing says they usually don't. Near miss: "Thanks, I actually found it" (the writer's own
// doing, no "for").
export function digInThanks(clause: ClauseModel): number[] {
  if (clause.hostility === null && praisesLateWork(clause))
    return clause.tokens.flatMap((token, index) => (token.normal === 'finally' ? [index] : []));
  const forAt = clause.tokens.findIndex((token) => token.normal === 'for');
  const actually = clause.tokens.findIndex(
    (token, index) =>
      token.normal === 'actually' && index > forAt && hasTag(clause.tokens[index + 1], 'Gerund'),
  );
  return isThanks(clause.tokens) && forAt >= 0 && actually > forAt ? [actually] : [];
}

// Rule "grudging-tail" within a clause: "Thanks for the update I guess", typed without a comma:
// the shrug at the end of thanks takes it back, and goes (clause-neighbours.ts reads it after a
// comma). Near miss: "Thanks, I guess we'll see" (the guess goes on to say something).
const SHRUG_TAILS = [
  ['i', 'guess'],
  ['i', 'suppose'],
];
export function grudgingTail(clause: ClauseModel): number[] {
  if (!isThanks(clause.tokens)) return [];
  const words = clause.tokens.flatMap((token, index) => (isWord(token) ? [index] : []));
  const tail = words.slice(-2);
  const shrug = SHRUG_TAILS.some((pair) =>
    pair.every((word, at) => clause.tokens[tail[at] ?? -1]?.normal === word),
  );
  return shrug && words.length > 3 ? tail : [];
}
