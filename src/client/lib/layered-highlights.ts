import type { Finding } from '../../core/schemas.ts';
import { highlightSegments, type Segment } from './highlight-segments.ts';

// Word findings (spec §5) mark the exact words; tone findings (beyond the spec) mark whole clauses.
// A clause mark must not swallow the word marks inside it, so tone marks fill only the text that
// no word mark covers.
export function layeredSegments(text: string, findings: readonly Finding[]): Segment[] {
  const tone = findings.filter((finding) => finding.beyondSpec);
  const words = highlightSegments(
    text,
    findings.filter((finding) => !finding.beyondSpec),
  );
  if (tone.length === 0) return words;
  let offset = 0;
  return words.flatMap((segment) => {
    const start = offset;
    offset += segment.text.length;
    if (segment.findings.length > 0) return [segment];
    const inside = tone
      .map((finding) => ({
        ...finding,
        start: Math.max(finding.start, start) - start,
        end: Math.min(finding.end, offset) - start,
      }))
      .filter((finding) => finding.start < finding.end);
    return highlightSegments(segment.text, inside);
  });
}
