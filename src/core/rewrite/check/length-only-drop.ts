import { CONCISE_STRENGTH } from '../../analysis/analyze.ts';
import { LACKS_CONTEXT_RULE, LACKS_STRUCTURE_RULE } from '../../analysis/message-rules.ts';
import { FILLERS } from '../../analysis/rules.ts';
import type { Analysis } from '../../schemas.ts';

// Rule "length-only-drop" (issue 22): an option the person chose (a task type, an intent, a tone)
// may add the words it promises: a question asking whether a time suits, "I'm sorry", "Would you
// be able to". Spec §5 takes points from any message longer than 50 characters without "because"
// (and adds its generic fillers), so those words alone can score lower than the original, and the
// option would never show. A drop that is only these length rules and their fillers is allowed;
// a new pressure word, demand or lost politeness still counts.

const LENGTH_ISSUES = new Set<string>([
  LACKS_CONTEXT_RULE.issue,
  LACKS_STRUCTURE_RULE.issue,
  ...FILLERS.map((filler) => filler.issue),
]);
// Our own strength for a message under 100 characters, worth no points.
const LENGTH_STRENGTHS = new Set<string>([CONCISE_STRENGTH]);

export function dropIsOnlyLength(before: Analysis, after: Analysis): boolean {
  const newIssues = after.issues.filter((issue) => !before.issues.includes(issue));
  const lostStrengths = before.strengths.filter((strength) => !after.strengths.includes(strength));
  return (
    newIssues.every((issue) => LENGTH_ISSUES.has(issue)) &&
    lostStrengths.every((strength) => LENGTH_STRENGTHS.has(strength))
  );
}
