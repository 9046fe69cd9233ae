import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { MAX_INSIGHT_CARDS } from '../../../../core/constants.ts';
import type { InsightCard } from '../../../../core/insights/insight-cards.ts';

// spec §2/§9: up to three AI insight cards explaining what changed and why it helps.
export function InsightCardList({ cards }: { cards: readonly InsightCard[] }) {
  const titleId = useId();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3
        id={titleId}
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink-soft uppercase"
      >
        <Sparkles aria-hidden="true" className="size-4 text-dusk-600" />
        Why this helps
      </h3>
      <ul className="grid gap-3">
        {cards.slice(0, MAX_INSIGHT_CARDS).map((card) => (
          <li
            key={card.id}
            data-testid="insight-card"
            className="rounded-2xl border border-dusk-100 bg-dusk-50/60 px-4 py-3"
          >
            <p className="font-semibold text-dusk-700">{card.title}</p>
            <p className="mt-1 text-sm leading-relaxed text-ink-soft">{card.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
