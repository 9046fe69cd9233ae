import type { Analysis, Finding } from '../../core/schemas.ts';

// The tone findings beside the §5 findings, as the web app's playground shows them: they are
// marked, and never change the score.
export const withToneFindings = (analysis: Analysis, tone: readonly Finding[]): Analysis => ({
  ...analysis,
  findings: [...analysis.findings, ...tone],
});
