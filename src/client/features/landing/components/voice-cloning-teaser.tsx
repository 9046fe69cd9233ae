import { TEASER_REWRITE } from 'virtual:showcase-rewrites';
import { AudioLines, Check, MicVocal } from 'lucide-react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { Button } from '../../../components/button.tsx';
import { useRequestSignIn } from '../../../hooks/use-request-sign-in.ts';

const POINTS = [
  'Record three short samples in your browser',
  'Every calm message can become a voice note in your voice',
  'Download each note as an mp3 and send it anywhere',
];

// spec §2: a voice-cloning teaser. Cloning needs an account (spec §6), so the call to action opens sign-up.
export function VoiceCloningTeaser() {
  const requestSignIn = useRequestSignIn();
  return (
    <section aria-labelledby="voice-title" className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wider text-dusk-600 uppercase">Voice notes</p>
          <h2
            id="voice-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl"
          >
            Sometimes a kind voice says it best
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">
            Hearing a message can be easier than reading it. Turn any rewrite into a calm, paced voice note,
            with short pauses between ideas, in a clear default voice or in your own.
          </p>
          <ul className="mt-6 space-y-3">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3 text-ink-soft">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-calm-600" />
                {point}
              </li>
            ))}
          </ul>
          <Button variant="accent" className="mt-8" onClick={() => requestSignIn('signup')}>
            <MicVocal aria-hidden="true" className="size-5" />
            Set up your voice
          </Button>
        </div>
        {/* A quote, not a player (issue 25: "Voice note · 0:18" with a round icon looked playable
            and did nothing). The text is the engine's own rewrite, made at build time. */}
        <figure
          data-testid="voice-teaser-example"
          className="rounded-card bg-gradient-to-br from-feature-from to-feature-to p-8 text-on-feature shadow-soft"
        >
          <figcaption className="flex items-center gap-2 text-sm opacity-90">
            <AudioLines aria-hidden="true" className="size-4" />
            {MESSAGES.TEASER_CAPTION}
          </figcaption>
          <blockquote className="mt-3 text-xl leading-relaxed whitespace-pre-line">
            {TEASER_REWRITE.after}
          </blockquote>
        </figure>
      </div>
    </section>
  );
}
