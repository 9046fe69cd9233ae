import { AudioLines, Clock3, type LucideIcon, ShieldCheck, Waves } from 'lucide-react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';

type Feature = { title: string; body: string; Icon: LucideIcon };

const FEATURES: readonly Feature[] = [
  {
    title: 'Sounds like you',
    body: 'A familiar voice makes a message feel personal and safe, not like another notification.',
    Icon: AudioLines,
  },
  {
    title: 'Ready in minutes',
    body: `${MESSAGES.CLAIM_SETUP_TIME}: read a short script aloud in your browser, and Calmly does the rest.`,
    Icon: Clock3,
  },
  {
    title: 'Calm pacing built in',
    body: 'Short pauses after each sentence and point give the listener time to follow along.',
    Icon: Waves,
  },
  {
    title: 'Yours to control',
    body: 'Switch voices or delete a voice profile at any time from your profile.',
    Icon: ShieldCheck,
  },
];

// spec §2: the voice-cloning info page's feature cards.
export function FeatureCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map(({ title, body, Icon }) => (
        <li key={title} className="rounded-card border border-sand-200 bg-surface p-5 shadow-soft">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-dusk-50 text-dusk-600">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
          <p className="mt-1 leading-relaxed text-ink-soft">{body}</p>
        </li>
      ))}
    </ul>
  );
}
