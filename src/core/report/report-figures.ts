import { VERDICTS } from '../catalog/messages.ts';
import type { Analysis } from '../schemas.ts';

// spec §9 "Report figures" of the Communication Analysis Report.
export interface ReportFigures {
  readonly scoreImprovement: number;
  readonly issuesResolved: number;
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

export function reportFigures(input: Analysis, output: Analysis): ReportFigures {
  return {
    scoreImprovement: Math.max(0, output.score - input.score),
    issuesResolved: Math.max(0, input.issues.length - output.issues.length),
    readabilityScore: Math.max(0, output.score - READABILITY_OFFSET),
    finalScore: output.score,
    verdict: verdictLabel(output.score),
  };
}

// The landing page's middle column (spec §2 "quality-improvement figure"); the spec gives no formula.
// Ours: the gain as a percentage of the input score, rounded, floored at 0. The divisor is at least 1
// so an input score of 0 still yields a finite figure (a rise from 0 to 60 reads as 6000%).
export function qualityImprovementPercent(inputScore: number, outputScore: number): number {
  return Math.max(0, Math.round(((outputScore - inputScore) / Math.max(inputScore, 1)) * 100));
}
