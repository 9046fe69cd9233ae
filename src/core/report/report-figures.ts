import { VERDICTS } from '../catalog/messages.ts';
import type { Analysis } from '../schemas.ts';

// spec §9 "Report figures" of the Communication Analysis Report.
export interface ReportFigures {
  readonly scoreImprovement: number;
  // Issues of the original that the rewrite no longer has (issue 25; §9 subtracts the counts,
  // which reads 0 when three issues go and three others come).
  readonly issuesResolved: number;
  // Issues of the rewrite that the original did not have, shown apart.
  readonly newIssues: number;
  readonly readabilityScore: number;
  readonly finalScore: number;
  readonly verdict: string;
}

const READABILITY_OFFSET = 20;

// spec §9: 80 and up Excellent, 70 Good, 60 Improved, 50 Better, below 50 Needs Improvement.
export function verdictLabel(score: number): string {
  const verdict = VERDICTS.find((candidate) => score >= candidate.min);
  return (verdict ?? VERDICTS[VERDICTS.length - 1]!).label;
}

// An issue is its text: the same rule (or filler) reports the same words before and after.
const missingFrom = (issues: readonly string[], other: readonly string[]) => {
  const others = new Set(other);
  return new Set(issues.filter((issue) => !others.has(issue))).size;
};

export function reportFigures(input: Analysis, output: Analysis): ReportFigures {
  return {
    scoreImprovement: Math.max(0, output.score - input.score),
    issuesResolved: missingFrom(input.issues, output.issues),
    newIssues: missingFrom(output.issues, input.issues),
    readabilityScore: Math.max(0, output.score - READABILITY_OFFSET),
    finalScore: output.score,
    verdict: verdictLabel(output.score),
  };
}

// The one way a report figure is written, so the engine column and the report always agree
// (issue 15: the middle column once showed "+614 %" while the report said "+86"). Figures are §9
// points on a 0-100 scale, never percentages of the input score.
export function formatPointGain(points: number): string {
  return `+${Math.max(0, Math.round(points))}`;
}

export function formatScoreOutOf100(score: number): string {
  return `${Math.round(score)}/100`;
}
