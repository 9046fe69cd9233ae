import type { Finding } from '../../core/schemas.ts';
import { highlightSegments } from '../lib/highlight-segments.ts';

// Shows the analysed text with the words that triggered each issue marked (findings carry offsets).
export function HighlightedText({ text, findings }: { text: string; findings: readonly Finding[] }) {
  let offset = 0;
  return (
    <p className="wrap-user-text whitespace-pre-wrap text-base leading-relaxed text-ink-soft">
      {highlightSegments(text, findings).map((segment) => {
        const key = offset;
        offset += segment.text.length;
        if (segment.findings.length === 0) return <span key={key}>{segment.text}</span>;
        const hint = segment.findings.map((finding) => finding.suggestion).find(Boolean);
        return (
          <mark
            key={key}
            data-rule={segment.findings[0]?.ruleId}
            title={hint ? `Try: ${hint}` : undefined}
            className="rounded-md bg-amber-100 px-0.5 text-amber-950 underline decoration-amber-500 decoration-2 underline-offset-4"
          >
            {segment.text}
          </mark>
        );
      })}
    </p>
  );
}
