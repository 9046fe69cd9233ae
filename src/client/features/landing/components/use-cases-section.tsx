import { Briefcase, GraduationCap, House, type LucideIcon, Sparkle } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const USE_CASES: readonly { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: 'Managers and team leads',
    text: 'Ask for updates and set deadlines without sparking dread in a teammate with ADHD.',
    Icon: Briefcase,
  },
  {
    title: 'Partners, family and friends',
    text: 'Bring up chores, plans or a missed reply kindly, without guilt or "you always".',
    Icon: House,
  },
  {
    title: 'Teachers and coaches',
    text: 'Give feedback and instructions as one clear step at a time, easy to act on.',
    Icon: GraduationCap,
  },
  {
    title: 'People with ADHD',
    text: 'Turn racing thoughts or terse notes into a clear, structured message in seconds.',
    Icon: Sparkle,
  },
];

// spec §2: use-case cards.
export function UseCasesSection() {
  return (
    <section aria-labelledby="use-cases-title" className="bg-sand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="use-cases-title"
          eyebrow="Who it is for"
          title="For anyone who writes to an ADHD mind"
        />
        <ul className="grid gap-4 sm:grid-cols-2">
          {USE_CASES.map(({ title, text, Icon }) => (
            <li
              key={title}
              className="flex gap-4 rounded-card border border-sand-200 bg-surface p-6 shadow-soft"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-dusk-50 text-dusk-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink">{title}</h3>
                <p className="mt-1 leading-relaxed text-ink-soft">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
