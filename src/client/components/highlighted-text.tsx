import type { Finding } from '../../core/schemas.ts';
import { layeredSegments } from '../lib/layered-highlights.ts';

// Shows the analysed text with the words that triggered each issue marked (findings carry offsets).
export function HighlightedText({ text, findings }: { text: string; findings: readonly Finding[] }) {
  let offset = 0;
  return (
    <p className="wrap-user-text whitespace-pre-wrap text-base leading-relaxed text-ink-soft">
      {layeredSegments(text, findings).map((segment) => {
        const key = offset;
        offset += segment.text.length;
        if (segment.findings.length === 0) return <span key={key}>{segment.text}</span>;
        const first = segment.findings[0];
        const hint = segment.findings.map((finding) => finding.suggestion).find(Boolean);
        // Tone findings (beyond the spec's word list) explain themselves; word findings offer a swap.
        const title = hint && (first?.beyondSpec ? hint : `Try: ${hint}`);
        return (
          <mark
            key={key}
            data-rule={first?.ruleId}
            data-beyond-spec={first?.beyondSpec ? '' : undefined}
            title={title || undefined}
            className={
              first?.beyondSpec
                ? 'rounded-md bg-sky-50 px-0.5 text-sky-950 underline decoration-sky-600 decoration-dotted decoration-2 underline-offset-4'
                : 'rounded-md bg-amber-100 px-0.5 text-amber-950 underline decoration-amber-500 decoration-2 underline-offset-4'
            }
          >
            {segment.text}
          </mark>
        );
      })}
    </p>
  );
}
