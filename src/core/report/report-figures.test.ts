import { describe, expect, it } from 'vitest';
import { VERDICTS } from '../catalog/messages.ts';
import type { Analysis } from '../schemas.ts';
import { formatPointGain, formatScoreOutOf100, reportFigures, verdictLabel } from './report-figures.ts';

const [EXCELLENT, GOOD, IMPROVED, BETTER, NEEDS_WORK] = VERDICTS.map((verdict) => verdict.label);

const analysisWith = (score: number, issueCount: number): Analysis => ({
  issues: Array.from({ length: issueCount }, (_, index) => `issue ${index}`),
  strengths: [],
  severity: 'low',
  cognitiveLoad: 'low',
  score,
  recommendations: [],
  findings: [],
});

describe('verdictLabel (spec §9)', () => {
  it.each([
    [100, EXCELLENT],
    [80, EXCELLENT],
    [79, GOOD],
    [70, GOOD],
    [69, IMPROVED],
    [60, IMPROVED],
    [59, BETTER],
    [50, BETTER],
    [49, NEEDS_WORK],
    [0, NEEDS_WORK],
  ])('%i → %s', (score, label) => expect(verdictLabel(score)).toBe(label));

  it('labels the spec wording', () => {
    expect(verdictLabel(80)).toBe('Excellent Professional Communication');
    expect(verdictLabel(49)).toBe('Communication Needs Improvement');
  });
});

describe('reportFigures (spec §9)', () => {
  it('computes improvement, issues resolved, readability and the verdict', () => {
    expect(reportFigures(analysisWith(40, 5), analysisWith(85, 1))).toEqual({
      scoreImprovement: 45,
      issuesResolved: 4,
      readabilityScore: 65,
      finalScore: 85,
      verdict: EXCELLENT,
    });
  });

  it('floors every figure at 0 when the rewrite is worse', () => {
    expect(reportFigures(analysisWith(90, 1), analysisWith(15, 4))).toEqual({
      scoreImprovement: 0,
      issuesResolved: 0,
      readabilityScore: 0,
      finalScore: 15,
      verdict: NEEDS_WORK,
    });
  });

  it('gives readability exactly 0 at an output score of 20', () => {
    expect(reportFigures(analysisWith(10, 0), analysisWith(20, 0)).readabilityScore).toBe(0);
    expect(reportFigures(analysisWith(10, 0), analysisWith(21, 0)).readabilityScore).toBe(1);
  });
});

describe('figure formatting', () => {
  it.each([
    [86, '+86'],
    [0, '+0'],
    [-5, '+0'],
    [12.4, '+12'],
  ])('a gain of %s points reads %s', (points, text) => {
    expect(formatPointGain(points)).toBe(text);
  });

  it('writes a score out of 100', () => {
    expect(formatScoreOutOf100(72)).toBe('72/100');
  });
});
