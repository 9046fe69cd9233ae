import { ArrowDown } from 'lucide-react';
import type { BeforeAfterExample } from '../before-after-examples.ts';
import { VoiceSampleToggle } from './voice-sample-toggle.tsx';

type BeforeAfterCardProps = { example: BeforeAfterExample; isCurrent: boolean; onStart: () => void };

// spec §2: a before/after example with a Play Voice Sample toggle for the calm version.
export function BeforeAfterCard({ example, isCurrent, onStart }: BeforeAfterCardProps) {
  return (
    <article className="flex flex-col gap-4 rounded-card border border-sand-200 bg-surface p-5 shadow-soft sm:p-6">
      <h3 className="text-lg font-semibold text-ink">{example.situation}</h3>
      <div className="rounded-2xl border border-rose-100 bg-rose-50/70 px-4 py-3">
        <p className="text-xs font-semibold tracking-wider text-rose-800 uppercase">Before</p>
        <p data-testid="example-before" className="mt-1 leading-relaxed text-ink-soft">
          {example.before}
        </p>
      </div>
      <ArrowDown aria-hidden="true" className="mx-auto size-5 text-ink-muted" />
      <div className="rounded-2xl border border-calm-200 bg-calm-50 px-4 py-3">
        <p className="text-xs font-semibold tracking-wider text-calm-800 uppercase">After</p>
        <p data-testid="example-after" className="mt-1 leading-relaxed whitespace-pre-line text-ink">
          {example.after}
        </p>
      </div>
      <VoiceSampleToggle text={example.after} isCurrent={isCurrent} onStart={onStart} />
    </article>
  );
}
