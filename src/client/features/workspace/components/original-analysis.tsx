import type { Analysis } from '../../../../core/schemas.ts';
import { HighlightedText } from '../../../components/highlighted-text.tsx';
import { IssueList } from '../../../components/issue-list.tsx';

type OriginalAnalysisProps = { text: string; analysis: Analysis | null };

// spec §4: the original's analysis, shown 300 ms after it changes: its issues, and the words that
// triggered them marked in the text (its score sits next to the message label).
export function OriginalAnalysis({ text, analysis }: OriginalAnalysisProps) {
  if (!analysis) return null;
  return (
    <div data-testid="original-analysis" className="flex flex-col gap-3 rounded-2xl bg-sand-50 p-4">
      {/* h2, like the result card's "Calmer version": both sit straight under the task's h1. */}
      <h2 className="text-sm font-semibold tracking-wide text-ink-soft uppercase">What may land hard</h2>
      <IssueList issues={analysis.issues} emptyText="No pressure found. This message already reads calmly." />
      {analysis.findings.length > 0 ? <HighlightedText text={text} findings={analysis.findings} /> : null}
    </div>
  );
}
