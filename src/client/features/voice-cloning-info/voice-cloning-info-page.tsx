import { ArrowLeft, Leaf, MicVocal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../core/catalog/messages.ts';
import { Button } from '../../components/button.tsx';
import { BEFORE_AFTER_EXAMPLES } from './before-after-examples.ts';
import { BeforeAfterCard } from './components/before-after-card.tsx';
import { FeatureCards } from './components/feature-cards.tsx';

type VoiceCloningInfoPageProps = {
  onBack: () => void;
  // spec §2: opens sign-in when signed out, or the voice setup when signed in.
  onGetStarted: () => void;
  isSignedIn: boolean;
};

// spec §2: the voice-cloning info page, opened from the workspace banner's Learn More.
export function VoiceCloningInfoPage({ onBack, onGetStarted, isSignedIn }: VoiceCloningInfoPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  // A new page without a router: move focus to its title so screen readers announce it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 border-b border-sand-200/70 bg-canvas/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-2 sm:px-6">
          <Button variant="ghost" size="sm" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to App
          </Button>
          <span className="flex items-center gap-2 text-lg font-semibold text-ink">
            <span className="inline-flex size-8 items-center justify-center rounded-full bg-calm-100 text-calm-700">
              <Leaf aria-hidden="true" className="size-4" />
            </span>
            Calmly
          </span>
        </div>
      </header>
      <main className="mx-auto flex max-w-6xl flex-col gap-14 px-4 py-10 sm:px-6 sm:py-14">
        <section className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wider text-dusk-600 uppercase">Voice cloning</p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-2 text-3xl font-semibold tracking-tight text-balance text-ink outline-none sm:text-4xl"
          >
            Your calm messages, in your own voice
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">
            Some people take in a message more easily by hearing it. Record a few short samples once, and
            every calm rewrite can become a voice note that sounds like you, paced gently, ready to download
            as an mp3.
          </p>
        </section>
        <section aria-labelledby="voice-features-title">
          <h2 id="voice-features-title" className="sr-only">
            Features
          </h2>
          <FeatureCards />
        </section>
        <section aria-labelledby="voice-examples-title" className="flex flex-col gap-5">
          <div>
            <h2 id="voice-examples-title" className="text-2xl font-semibold tracking-tight text-ink">
              Hear the difference
            </h2>
            <p className="mt-1 text-ink-soft">The samples below are read by Calmly's default voice.</p>
          </div>
          <div className="grid gap-5 lg:grid-cols-2">
            {BEFORE_AFTER_EXAMPLES.map((example) => (
              <BeforeAfterCard
                key={example.id}
                example={example}
                isCurrent={playingId === example.id}
                onStart={() => setPlayingId(example.id)}
              />
            ))}
          </div>
        </section>
        <section
          aria-labelledby="voice-cta-title"
          className="rounded-card bg-gradient-to-br from-feature-from to-feature-to px-6 py-10 text-center text-on-feature sm:px-10"
        >
          <h2 id="voice-cta-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Ready to sound like yourself?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg opacity-90">
            {MESSAGES.CLAIM_SETUP_TIME}. {MESSAGES.CLAIM_NO_CARD}.
          </p>
          <Button variant="secondary" size="lg" onClick={onGetStarted} className="mt-6">
            <MicVocal aria-hidden="true" className="size-5" />
            {isSignedIn ? 'Set Up My Voice' : 'Sign In to Set Up Your Voice'}
          </Button>
          <p className="mx-auto mt-6 max-w-xl text-sm opacity-80">
            {MESSAGES.VOICE_MATCH_NOTE} Calmly uses it when no voice-cloning provider is set up.
          </p>
        </section>
      </main>
    </div>
  );
}
