import type { ReactNode } from 'react';
import { PLAYGROUND_SECTION_ID } from '../section-ids.ts';
import { SectionHeading } from './section-heading.tsx';

// The live demo's frame. The playground itself comes from features/playground, composed in app/.
export function PlaygroundSection({ children }: { children: ReactNode }) {
  return (
    <section
      id={PLAYGROUND_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="playground-title"
      className="scroll-mt-20 bg-sand-50 py-16 outline-none sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="playground-title" eyebrow="Live demo" title="See a message calm down">
          Edit the message and pause. One second later, Calmly checks it for pressure, rewrites it for your
          reader and scores the result.
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
