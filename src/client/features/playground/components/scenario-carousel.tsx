import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn.ts';
import type { Scenario } from '../scenarios.ts';

type ScenarioCarouselProps = {
  scenarios: readonly Scenario[];
  index: number;
  onIndexChange: (index: number) => void;
};

// spec §2: a carousel of example scenarios with previous/next arrows and dots. When the region has
// focus, ArrowLeft and ArrowRight move between scenarios too (WAI-ARIA carousel pattern).
export function ScenarioCarousel({ scenarios, index, onIndexChange }: ScenarioCarouselProps) {
  const count = scenarios.length;
  const current = scenarios[index];
  const go = (next: number) => onIndexChange((next + count) % count);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Example scenarios"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the region takes focus so ArrowLeft/ArrowRight work (WAI-ARIA APG carousel)
      tabIndex={0}
      onKeyDown={handleKeyDown}
      className="flex items-center justify-between gap-3 rounded-card border border-sand-200 bg-surface px-3 py-3 shadow-soft sm:px-5"
    >
      <button
        type="button"
        onClick={() => go(index - 1)}
        aria-label="Previous scenario"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand-100 hover:text-ink"
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </button>
      <div className="flex min-w-0 flex-col items-center gap-2 text-center">
        <div aria-live="polite" aria-atomic="true">
          <p className="text-sm text-ink-muted">
            Scenario {index + 1} of {count}
          </p>
          <h3 className="text-xl font-semibold text-ink sm:text-2xl" data-testid="scenario-title">
            {current?.title}
          </h3>
        </div>
        <div className="flex items-center gap-1">
          {scenarios.map((scenario, dotIndex) => (
            <button
              key={scenario.id}
              type="button"
              onClick={() => go(dotIndex)}
              aria-label={`Show scenario ${dotIndex + 1}: ${scenario.title}`}
              aria-current={dotIndex === index ? 'true' : undefined}
              className="group inline-flex size-8 items-center justify-center rounded-full"
            >
              <span
                className={cn(
                  'block h-2.5 rounded-full transition-all',
                  dotIndex === index ? 'w-7 bg-calm-600' : 'w-2.5 bg-sand-300 group-hover:bg-calm-300',
                )}
              />
            </button>
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={() => go(index + 1)}
        aria-label="Next scenario"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand-100 hover:text-ink"
      >
        <ChevronRight aria-hidden="true" className="size-6" />
      </button>
    </section>
  );
}
