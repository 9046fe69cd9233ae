import { HOSTILITY_LABELS, REWRITE_EXPLANATIONS as TEXT } from '../catalog/rewrite-explanations.ts';
import type { GenerationResult } from '../schemas.ts';
import { findToneIssues } from '../tone/tone-findings.ts';

// Rule "kind-only-if-found-kind": the explanation says "already clear and kind" only when the
// tone findings (tone/tone-findings.ts, read from the same message model as the rewrite's
// hostility) find nothing unkind in what is sent. "Pay the rent by the 5th or I'm changing the
// locks" left as written keeps its threat, and says so instead. Near misses: a bare order ("Send
// the file by Friday.") is only an order, so a message left with one may still be called kind;
// a message the rewrite changed is explained by its changes, not here.
const UNKIND_FINDING = (ruleId: string): string | null => {
  if (ruleId === 'swearing') return 'swearing';
  return ruleId in HOSTILITY_LABELS ? HOSTILITY_LABELS[ruleId as keyof typeof HOSTILITY_LABELS] : null;
};

export function honestExplanation(result: GenerationResult): GenerationResult {
  if (!result.explanation.includes(TEXT.alreadyKind)) return result;
  const label = findToneIssues(result.generatedMessage)
    .map((finding) => UNKIND_FINDING(finding.ruleId))
    .find((found) => found !== null);
  if (!label) return result;
  return { ...result, explanation: result.explanation.replace(TEXT.alreadyKind, TEXT.keptUnkind(label)) };
}
