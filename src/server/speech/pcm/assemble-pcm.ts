// A voice note is built as spoken segments joined by exact silences (DESIGN §1): the spec's pauses
// (§9) are inserted sample-accurately here rather than left to each engine's own pause handling.
export type PcmPiece = { kind: 'audio'; samples: Float32Array } | { kind: 'silence'; seconds: number };

export function silenceSampleCount(seconds: number, sampleRate: number) {
  return Math.max(0, Math.round(seconds * sampleRate));
}

export function assemblePcm(pieces: readonly PcmPiece[], sampleRate: number): Float32Array {
  const lengths = pieces.map((piece) =>
    piece.kind === 'audio' ? piece.samples.length : silenceSampleCount(piece.seconds, sampleRate),
  );
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const output = new Float32Array(total);
  let offset = 0;
  pieces.forEach((piece, index) => {
    // A new Float32Array is already zero, so a silence only moves the offset.
    if (piece.kind === 'audio') output.set(piece.samples, offset);
    offset += lengths[index] ?? 0;
  });
  return output;
}
