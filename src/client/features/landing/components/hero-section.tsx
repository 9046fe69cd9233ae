import { ArrowDown, Check } from 'lucide-react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { Button } from '../../../components/button.tsx';
import { useRequestSignIn } from '../../../hooks/use-request-sign-in.ts';
import { scrollToSection } from '../../../lib/scroll-to-section.ts';
import { PLAYGROUND_SECTION_ID } from '../section-ids.ts';

// spec §2: a hero with a Try Live Demo button that scrolls to the live playground.
export function HeroSection() {
  const requestSignIn = useRequestSignIn();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-24 h-96 bg-[radial-gradient(60%_60%_at_50%_0%,var(--color-calm-100),transparent)]"
      />
      <div className="relative mx-auto flex max-w-4xl flex-col items-center px-4 pt-16 pb-14 text-center sm:px-6 sm:pt-24">
        <p className="mb-5 rounded-full bg-dusk-50 px-4 py-1.5 text-sm font-medium text-dusk-700 ring-1 ring-dusk-100">
          Clear, kind messages for ADHD minds
        </p>
        <h1
          id="hero-title"
          className="text-4xl leading-tight font-semibold tracking-tight text-balance text-ink sm:text-6xl"
        >
          Say what you need, <span className="text-calm-700">without the pressure.</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-ink-soft sm:text-xl">
          Calmly turns tense, urgent messages into short, supportive ones that people with ADHD can read
          easily and act on. See what may land hard, get a calmer rewrite, and send it as a voice note.
        </p>
        <div className="mt-9 flex flex-col items-center gap-3 sm:flex-row">
          <Button size="lg" onClick={() => scrollToSection(PLAYGROUND_SECTION_ID)}>
            Try Live Demo
            <ArrowDown aria-hidden="true" className="size-5" />
          </Button>
          <Button size="lg" variant="secondary" onClick={() => requestSignIn('signup')}>
            Create a free account
          </Button>
        </div>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-ink-soft">
          {[MESSAGES.CLAIM_SETUP_TIME, MESSAGES.CLAIM_NO_CARD].map((claim) => (
            <li key={claim} className="flex items-center gap-1.5">
              <Check aria-hidden="true" className="size-4 text-calm-600" />
              {claim}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
