import type { Finding } from '../../core/schemas.ts';

export type Segment = { text: string; findings: Finding[] };

const WORD_CHAR = /[\p{L}\p{N}'’_]/u;
const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);

// A highlight never splits a word: "too long" marks the text past character 300, which may fall in
// the middle of one, so each run widens to the edges of the words it touches.
function widenToWords(text: string, finding: Finding): Finding {
  let { start, end } = finding;
  while (start > 0 && isWordChar(text[start - 1]) && isWordChar(text[start])) start -= 1;
  while (end < text.length && isWordChar(text[end]) && isWordChar(text[end - 1])) end += 1;
  return start === finding.start && end === finding.end ? finding : { ...finding, start, end };
}

// Splits `text` into plain and highlighted runs from the analysis findings (start inclusive, end exclusive).
// Overlapping findings merge into one highlighted run that lists all of them; out-of-range ones are ignored.
export function highlightSegments(text: string, findings: readonly Finding[]): Segment[] {
  const valid = findings
    .filter((finding) => finding.start >= 0 && finding.end <= text.length && finding.start < finding.end)
    .map((finding) => widenToWords(text, finding))
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
