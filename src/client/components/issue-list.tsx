import { CircleCheck, TriangleAlert } from 'lucide-react';

// The analysis' issues (spec §3), or a reassuring line when there are none.
export function IssueList({ issues, emptyText }: { issues: readonly string[]; emptyText: string }) {
  if (issues.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-calm-800">
        <CircleCheck aria-hidden="true" className="size-4" />
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="space-y-2">
      {issues.map((issue) => (
        <li key={issue} className="flex items-start gap-2 text-sm leading-relaxed text-ink-soft">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <span>{issue}</span>
        </li>
      ))}
    </ul>
  );
}
