import { Brain, HeartHandshake, ListChecks, type LucideIcon, Timer } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const BENEFITS: readonly { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: 'Less anxiety',
    text: 'No "ASAP", no "urgent": flexible timing keeps the nervous system out of alarm mode.',
    Icon: Timer,
  },
  {
    title: 'Easier to take in',
    text: 'Short sentences and a clear structure lower the working-memory load.',
    Icon: Brain,
  },
  {
    title: 'Quicker to act on',
    text: 'One clear ask and a concrete next step beat a wall of text every time.',
    Icon: ListChecks,
  },
  {
    title: 'Kinder to rejection sensitivity',
    text: 'No blame or disappointment: the reader hears support, not criticism.',
    Icon: HeartHandshake,
  },
];

// spec §2: ADHD benefit cards.
export function AdhdBenefitsSection() {
  return (
    <section aria-labelledby="benefits-title" className="bg-sand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="benefits-title" eyebrow="Why it helps" title="Built around how ADHD brains read">
          Every rewrite follows the same few principles, and the score tells you how well a message keeps
          them.
        </SectionHeading>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-card border border-sand-200 bg-surface p-6 shadow-soft">
              <Icon aria-hidden="true" className="size-7 text-calm-600" />
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-1 leading-relaxed text-ink-soft">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
