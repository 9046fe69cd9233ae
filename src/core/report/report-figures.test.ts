import { describe, expect, it } from 'vitest';
import { VERDICTS } from '../catalog/messages.ts';
import type { Analysis } from '../schemas.ts';
import { formatPointGain, formatScoreOutOf100, reportFigures, verdictLabel } from './report-figures.ts';

const [EXCELLENT, GOOD, IMPROVED, BETTER, NEEDS_WORK] = VERDICTS.map((verdict) => verdict.label);

const analysisWith = (score: number, issueCount: number, issues?: string[]): Analysis => ({
  issues: issues ?? Array.from({ length: issueCount }, (_, index) => `issue ${index}`),
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
      newIssues: 0,
      readabilityScore: 65,
      finalScore: 85,
      verdict: EXCELLENT,
    });
  });

  it('floors every figure at 0 when the rewrite is worse', () => {
    expect(reportFigures(analysisWith(90, 1), analysisWith(15, 4))).toEqual({
      scoreImprovement: 0,
      issuesResolved: 0,
      newIssues: 3,
      readabilityScore: 0,
      finalScore: 15,
      verdict: NEEDS_WORK,
    });
  });

  // issue 25: "Issues resolved 0" sat next to "+38" when 3 of 4 issues were gone and 3 fillers came.
  it('counts issues present in the original and absent in the rewrite, and new ones apart', () => {
    const before = analysisWith(40, 0, ['pressure', 'emotional', 'demanding', 'context']);
    const after = analysisWith(78, 0, ['context', 'visual', 'supportive', 'adhd']);
    expect(reportFigures(before, after)).toMatchObject({ issuesResolved: 3, newIssues: 3 });
  });

  it('resolves nothing when the rewrite keeps every issue, whatever it adds', () => {
    const before = analysisWith(60, 0, ['pressure', 'context']);
    expect(reportFigures(before, before)).toMatchObject({ issuesResolved: 0, newIssues: 0 });
    const after = analysisWith(50, 0, ['pressure', 'context', 'vague']);
    expect(reportFigures(before, after)).toMatchObject({ issuesResolved: 0, newIssues: 1 });
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
