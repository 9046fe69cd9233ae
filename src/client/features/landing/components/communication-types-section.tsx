import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { TASK_TYPES } from '../../../../core/task-types.ts';
import { TASK_TYPE_ICONS } from '../../../lib/task-type-icons.ts';
import { SectionHeading } from './section-heading.tsx';

// spec §2: a grid of the 8 communication types. Each card is a button that opens the live
// playground on its type (issue 15).
export function CommunicationTypesSection({ onPick }: { onPick: (id: string) => void }) {
  return (
    <section aria-labelledby="types-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="types-title"
          eyebrow="Communication types"
          title="Eight kinds of message, each made calmer"
        >
          Pick what you are trying to say, and Calmly shapes the message for it.
        </SectionHeading>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TASK_TYPES.map((type) => {
            const Icon = TASK_TYPE_ICONS[type.id];
            return (
              <li
                key={type.id}
                className="wrap-user-text relative flex gap-4 rounded-card border border-sand-200 bg-surface p-5 shadow-soft transition-colors hover:border-calm-500 hover:bg-calm-50 sm:flex-col sm:gap-0"
              >
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-calm-50 text-calm-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-ink sm:mt-4">{type.title}</h3>
                  <p className="mt-1 text-base leading-relaxed text-ink-soft">{type.description}</p>
                  {/* The button's ::after covers the card, so the whole card is one click target. */}
                  <button
                    type="button"
                    onClick={() => onPick(type.id)}
                    aria-label={`${MESSAGES.TRY_TYPE_IN_PLAYGROUND}: ${type.title}`}
                    className="mt-2 rounded-full text-sm font-medium text-calm-700 underline-offset-4 after:absolute after:inset-0 after:rounded-card hover:underline"
                  >
                    {MESSAGES.TRY_TYPE_IN_PLAYGROUND}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
