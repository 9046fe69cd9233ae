import { Lightbulb } from 'lucide-react';

type ExampleButtonsProps = { examples: readonly string[]; onPick: (example: string) => void };

// spec §2: two example buttons per communication type; each fills the message box.
export function ExampleButtons({ examples, onPick }: ExampleButtonsProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 flex items-center gap-1.5 text-sm font-medium text-ink-soft">
        <Lightbulb aria-hidden="true" className="size-4 text-amber-600" />
        Try an example
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {examples.map((example, index) => (
          <button
            key={example}
            type="button"
            onClick={() => onPick(example)}
            className="rounded-xl border border-dashed border-sand-300 bg-surface px-3 py-2 text-left text-sm leading-snug text-ink-soft hover:border-calm-500 hover:bg-calm-50 hover:text-ink"
          >
            <span className="mb-0.5 block text-xs font-semibold tracking-wide text-ink-muted uppercase">
              Example {index + 1}
            </span>
            <span className="line-clamp-2">{example}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
