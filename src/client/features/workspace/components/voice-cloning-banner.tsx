import { ArrowRight, MicVocal } from 'lucide-react';
import type { Ref } from 'react';

type VoiceCloningBannerProps = { onLearnMore: () => void; buttonRef?: Ref<HTMLButtonElement> };

// spec §2: a top banner promoting voice cloning; Learn More opens the voice-cloning info page.
export function VoiceCloningBanner({ onLearnMore, buttonRef }: VoiceCloningBannerProps) {
  return (
    <aside
      aria-label="Voice cloning"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 bg-gradient-to-r from-feature-from to-feature-to px-4 py-2.5 text-sm text-on-feature sm:px-6"
    >
      <MicVocal aria-hidden="true" className="hidden size-5 shrink-0 sm:block" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">New: voice notes in your own voice.</span>{' '}
        <span className="opacity-90">
          Record a short sample once, and every calm message can sound like you.
        </span>
      </p>
      <button
        ref={buttonRef}
        type="button"
        onClick={onLearnMore}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-on-feature/15 px-3 font-medium ring-1 ring-on-feature/40 hover:bg-on-feature/25"
      >
        Learn More
        <ArrowRight aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
