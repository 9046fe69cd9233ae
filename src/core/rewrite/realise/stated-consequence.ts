import { hasTag, joinTokens, lemmaOf, type Token } from '../parse/tokens.ts';
import type { StatedConsequence } from '../understand/stated-consequence.ts';

// Rule "stated-consequence" (understand/stated-consequence.ts), realised: the writer's step is told
// as what they will have to do, in their own words from the verb on ("or I'm escalating this to
// Priya" -> "or I'll have to escalate this to Priya", which starts "Otherwise, …" as a consequence).
// "Next time" keeps its place and gains the comma a time phrase takes before its clause.
export function statedConsequenceText(
  tokens: readonly Token[],
  { subjectAt, verbAt }: StatedConsequence,
): string {
  const before = joinTokens(tokens.slice(0, subjectAt)).trim().replace(/,$/u, '');
  const subject = tokens[subjectAt]?.normal === 'we' ? 'we' : 'I';
  const verb = lemmaOf(tokens[verbAt] as Token);
  // "reporting you to the agency" -> "report this to the agency": the step, not the reader, is told.
  // "… withholding rent and reporting you to the council": a second step joined by "and" takes the
  // same form, and its reader goes the same way ("and report this to the council").
  const after = tokens.slice(verbAt + 1);
  const steps = new Set([
    -1,
    ...after.flatMap((token, at) => (after[at - 1]?.normal === 'and' && hasTag(token, 'Gerund') ? [at] : [])),
  ]);
  const aimed = after.map((token, at) => {
    if (steps.has(at) && at >= 0) return { ...token, text: lemmaOf(token) };
    return token.normal === 'you' && steps.has(at - 1) ? { ...token, text: 'this' } : token;
  });
  const rest = joinTokens(aimed).trim();
  const lead = before === '' ? '' : /^(?:or|otherwise|else)$/iu.test(before) ? `${before} ` : `${before}, `;
  return `${lead}${subject}'ll have to ${verb}${rest ? ` ${rest}` : ''}`;
}
