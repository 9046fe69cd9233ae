import { ChartNoAxesColumn } from 'lucide-react';
import { useId } from 'react';
import { REPORT_TEXT } from '../../../../core/catalog/messages.ts';
import {
  formatPointGain,
  formatScoreOutOf100,
  reportFigures,
} from '../../../../core/report/report-figures.ts';
import type { Analysis } from '../../../../core/schemas.ts';
import { Card } from '../../../components/card.tsx';
import { QualityBar } from '../../../components/quality-bar.tsx';

type AnalysisReportProps = { input: Analysis | null; output: Analysis | null };

// spec §2 Communication Analysis Report, with the figures and verdict of spec §9.
export function AnalysisReport({ input, output }: AnalysisReportProps) {
  const titleId = useId();
  const figures = input && output ? reportFigures(input, output) : null;
  const stats = figures
    ? [
        {
          label: 'Score improvement',
          value: formatPointGain(figures.scoreImprovement),
          testId: 'report-gain',
        },
        {
          label: 'Issues resolved',
          value: String(figures.issuesResolved),
          testId: 'report-resolved',
          // Issue 25: issues the rewrite brought in are shown apart, never netted against the resolved.
          note: figures.newIssues > 0 ? REPORT_TEXT.newIssues(figures.newIssues) : undefined,
        },
        { label: 'Readability score', value: String(figures.readabilityScore) },
        { label: 'Final quality score', value: formatScoreOutOf100(figures.finalScore) },
      ]
    : [];
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-5">
      <div className="flex items-center gap-2">
        <ChartNoAxesColumn aria-hidden="true" className="size-5 text-dusk-600" />
        <h3 id={titleId} className="text-lg font-semibold">
          Communication Analysis Report
        </h3>
      </div>
      {figures ? (
        <>
          <dl className="grid grid-cols-2 gap-3 @3xl:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-2xl bg-sand-50 px-4 py-3">
                <dt className="text-sm text-ink-soft">{stat.label}</dt>
                <dd className="mt-1 text-2xl font-semibold text-ink tabular-nums" data-testid={stat.testId}>
                  {stat.value}
                </dd>
                {'note' in stat && stat.note ? (
                  <dd className="mt-1 text-sm text-ink-soft" data-testid="report-new-issues">
                    {stat.note}
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-sm font-medium text-ink-soft">Overall quality</p>
              <p className="font-semibold text-calm-800" data-testid="verdict">
                {figures.verdict}
              </p>
            </div>
            <QualityBar value={figures.finalScore} label="Final quality score" />
          </div>
        </>
      ) : (
        <p className="text-ink-muted">The report appears once a message has been rewritten.</p>
      )}
    </Card>
  );
}
