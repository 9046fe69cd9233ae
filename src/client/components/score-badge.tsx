import { cn } from '../lib/cn.ts';

// Colour bands only support the number; the number itself is always written out.
function bandClasses(score: number) {
  if (score >= 80) return 'bg-calm-100 text-calm-900 ring-calm-300';
  if (score >= 60) return 'bg-dusk-100 text-dusk-700 ring-dusk-200';
  if (score >= 40) return 'bg-amber-100 text-amber-900 ring-amber-300';
  return 'bg-rose-100 text-rose-900 ring-rose-300';
}

// A figure is read as one piece: it never wraps or shrinks, even inside a card that lets a person's
// long words break anywhere (wrap-user-text), or "87/100" came apart as "8/7 /10/0" (issue 25).
export function ScoreBadge({ score, label = 'Score' }: { score: number; label?: string }) {
  const rounded = Math.round(score);
  return (
    <span
      data-testid="score-badge"
      className={cn(
        'inline-flex shrink-0 items-baseline gap-1 rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ring-1 wrap-normal',
        bandClasses(rounded),
      )}
    >
      <span className="sr-only">{label}: </span>
      <span className="text-lg tabular-nums">{rounded}</span>
      <span aria-hidden="true" className="text-xs font-medium">
        /100
      </span>
      <span className="sr-only">out of 100</span>
    </span>
  );
}
