import { toxicityOf } from '../detox/toxic-words.ts';
import { SWEEPING_ADVERBS } from './cue-words.ts';
import { mapClauses } from './line-clauses.ts';
import type { ClauseModel, LineModel } from './message-model.ts';

// Rule "reason-for-a-kindness": "Since you were ill last week, I've moved your shift to Friday",
// "You were sick on Tuesday so we pushed the demo", "I know you've been stressed, so I took the
// Monday call": a bad state of the reader's, given as the reason the writer did something, is
// care, not blame. Read alone, "you were sick" is a bad word after "you were" (an insult) and
// "stressed" is venting, so the reason was dropped and the kindness lost why it was done.
// Near misses, still hostile: "Because you were rude to the client, they left" (no act of the
// writer's follows), "You were late again so I left without you" (a reproach word),
// "You're an idiot so I did it myself" (a toxic word) and "You never plan, so I did it" (a
// sweeping habit).

const REASON_STARTS = new Set(['because', 'since', 'as', "'cause", 'cause']);
const READ_AS_HOSTILE = new Set(['blame', 'insult', 'venting']);

const isPlainState = (clause: ClauseModel) =>
  clause.hostility !== null &&
  READ_AS_HOSTILE.has(clause.hostility) &&
  clause.mentionsYou &&
  clause.reproach.length === 0 &&
  !clause.inQuestion &&
  !clause.words.some((word) => SWEEPING_ADVERBS.has(word)) &&
  !clause.tokens.some((token, index) => toxicityOf(token.normal, clause.scores.get(index) ?? 0) !== null);

function givesReasonForKindness(clause: ClauseModel, next: ClauseModel | undefined): boolean {
  if (!next || !isPlainState(clause)) return false;
  const joined = REASON_STARTS.has(clause.words[0] ?? '') || next.words[0] === 'so';
  return joined && next.firstPersonSubject && next.hostility === null && !next.negated;
}

export function withKindReasons(lines: LineModel[]): LineModel[] {
  return mapClauses(lines, (clause, index, all) =>
    givesReasonForKindness(clause, all[index + 1]) ? { ...clause, hostility: null } : clause,
  );
}
