type SectionHeadingProps = { id: string; eyebrow: string; title: string; children?: string };

// The same calm heading block for every landing section.
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wider text-calm-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg leading-relaxed text-pretty text-ink-soft">{children}</p> : null}
    </div>
  );
}
