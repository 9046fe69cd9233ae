import type { Finding } from '../../core/schemas.ts';

// The message cut into plain and marked pieces, one mark per finding, the first of overlapping ones.
export type Piece = { text: string; finding?: Finding };

export function highlightPieces(text: string, findings: readonly Finding[]): Piece[] {
  const pieces: Piece[] = [];
  let cursor = 0;
  for (const finding of [...findings].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (finding.start < cursor || finding.end <= finding.start || finding.end > text.length) continue;
    if (finding.start > cursor) pieces.push({ text: text.slice(cursor, finding.start) });
    pieces.push({ text: text.slice(finding.start, finding.end), finding });
    cursor = finding.end;
  }
  if (cursor < text.length) pieces.push({ text: text.slice(cursor) });
  return pieces;
}
