import { AudioLines, Check, MicVocal } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { useRequestSignIn } from '../../../hooks/use-request-sign-in.ts';

const POINTS = [
  'Record three short samples in your browser',
  'Every calm message can become a voice note in your voice',
  'Download each note as an mp3 and send it anywhere',
];

// A decorative waveform: fixed bar heights, each with a stable id.
const WAVEFORM = [3, 6, 4, 8, 5, 7, 3, 6, 8, 4, 6, 3, 7, 5, 4, 6, 3, 5].map((height, id) => ({ id, height }));

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
        <div
          aria-hidden="true"
          className="rounded-card bg-gradient-to-br from-dusk-600 to-calm-700 p-8 text-white shadow-soft"
        >
          <p className="text-sm opacity-90">Voice note · 0:18</p>
          <p className="mt-3 text-xl leading-relaxed">
            "Hi Sam, when you have a moment, could you share the Q3 numbers? Friday works, and I'm happy to
            help."
          </p>
          <div className="mt-6 flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-white/20">
              <AudioLines className="size-5" />
            </span>
            <div className="flex h-8 flex-1 items-center gap-1">
              {WAVEFORM.map((bar) => (
                <span
                  key={bar.id}
                  className="w-1.5 rounded-full bg-white/70"
                  style={{ height: `${bar.height * 4}px` }}
                />
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
