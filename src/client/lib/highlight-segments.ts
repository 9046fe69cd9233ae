import type { Finding } from '../../core/schemas.ts';

export type Segment = { text: string; findings: Finding[] };

// Splits `text` into plain and highlighted runs from the analysis findings (start inclusive, end exclusive).
// Overlapping findings merge into one highlighted run that lists all of them; out-of-range ones are ignored.
export function highlightSegments(text: string, findings: readonly Finding[]): Segment[] {
  const valid = findings
    .filter((finding) => finding.start >= 0 && finding.end <= text.length && finding.start < finding.end)
    .toSorted((a, b) => a.start - b.start || b.end - a.end);
  const segments: Segment[] = [];
  let cursor = 0;
  for (const finding of valid) {
    const last = segments.at(-1);
    if (last && last.findings.length > 0 && finding.start < cursor) {
      // Overlaps the run just emitted: extend it.
      if (finding.end > cursor) {
        last.text += text.slice(cursor, finding.end);
        cursor = finding.end;
      }
      last.findings.push(finding);
      continue;
    }
    if (finding.start > cursor) segments.push({ text: text.slice(cursor, finding.start), findings: [] });
    segments.push({ text: text.slice(finding.start, finding.end), findings: [finding] });
    cursor = finding.end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), findings: [] });
  return segments;
}
