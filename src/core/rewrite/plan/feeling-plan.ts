import { hasNoEqual, statedFeeling, UNMET_HOPES } from '../understand/feelings.ts';
import type { ClauseModel, SentenceModel } from '../understand/message-model.ts';
import type { ClauseAction } from './clause-action.ts';

// plan, for a clause that states the writer's feeling (understand/feelings.ts).

// Rule "feeling-stays-true": a feeling with no milder equal ("frustrated", "angry") is the
// writer's truth. When the message says only that, it stays as written ("I'm not angry, I'm just
// disappointed."); beside other content the word goes: what happened stays ("I'm frustrated that
// the build failed" -> "The build failed."), or the clause goes when it only vents.
// A feeling set against a denied one ("I'm not angry, I'm just disappointed") says what the writer
// feels, and stays with it.
// `hasOtherContent`: the message says something beyond the writer's feelings and hostility.
export function planFeeling(
  clause: ClauseModel,
  hasOtherContent: boolean,
  sentence: SentenceModel,
): ClauseAction | null {
  const feeling = statedFeeling(clause);
  if (!feeling || !hasNoEqual(feeling)) return null;
  const contrasted = sentence.clauses.some((other) => other !== clause && statedFeeling(other)?.negated);
  if (feeling.negated || contrasted) return { kind: 'keep' };
  if (feeling.whatHappenedAt >= 0 && hasOtherContent)
    return { kind: 'told-content', from: feeling.whatHappenedAt };
  // "I'm disappointed with how the launch went" says what about; only the bare mood goes.
  if (feeling.aboutSomething && feeling.aboutAt >= 0 && hasOtherContent && UNMET_HOPES.has(feeling.word))
    return { kind: 'hoped', from: feeling.aboutAt + 1 };
  if (feeling.aboutSomething && !hasOtherContent) return { kind: 'keep' };
  if (feeling.aboutSomething) return { kind: 'drop', reason: 'venting' };
  // "0 I'm so frustrated": a fact before the mood stays, the mood goes.
  const writer = clause.tokens.findIndex((token) => token.normal === 'i' || token.normal === 'we');
  if (clause.hasFact && writer > 0) return { kind: 'told-content', from: 0, to: writer };
  return { kind: 'drop', reason: 'venting' };
}

// A fact, an ask or news: content that is neither hostility nor a feeling with no milder equal.
export const isOtherContent = (clause: ClauseModel) => {
  const feeling = statedFeeling(clause);
  return (
    clause.hostility === null &&
    !(feeling && hasNoEqual(feeling)) &&
    (clause.hasContent || clause.hasFact || clause.ask !== null)
  );
};
