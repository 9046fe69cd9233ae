import type { ReactNode } from 'react';

// The main area when no communication type is selected: the live playground (spec §2 "a default
// playground"), which app/ passes in so this feature does not import another one.
export function PlaygroundHome({ playground }: { playground: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm font-semibold tracking-wider text-calm-700 uppercase">Live Playground</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          Make any message calmer
        </h1>
        <p className="mt-2 max-w-2xl text-lg text-ink-soft">
          Paste a message and watch it become clear and kind. For a specific situation, pick a communication
          type on the left.
        </p>
      </div>
      {/* The playground's own headings are h3s (under the landing page's section h2), so the
          workspace gives them an h2 too: a screen reader's heading list never skips a level. */}
      <section aria-labelledby="workspace-playground-title">
        <h2 id="workspace-playground-title" className="sr-only">
          Try it on a message
        </h2>
        {playground}
      </section>
    </div>
  );
}
