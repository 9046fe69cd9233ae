export type Pcm = { samples: Float32Array; sampleRate: number };

// Averaging whole blocks is a crude low-pass, but pitch and syllable analysis need nothing finer,
// and it makes the autocorrelation ~36× cheaper on 48 kHz recordings.
export function downsample({ samples, sampleRate }: Pcm, targetRate: number): Pcm {
  const factor = Math.max(1, Math.floor(sampleRate / targetRate));
  if (factor === 1) return { samples, sampleRate };
  const output = new Float32Array(Math.floor(samples.length / factor));
  for (let index = 0; index < output.length; index++) {
    let sum = 0;
    for (let offset = 0; offset < factor; offset++) sum += samples[index * factor + offset] ?? 0;
    output[index] = sum / factor;
  }
  return { samples: output, sampleRate: sampleRate / factor };
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function rms(samples: Float32Array, start: number, length: number) {
  let sum = 0;
  for (let index = start; index < start + length; index++) sum += (samples[index] ?? 0) ** 2;
  return Math.sqrt(sum / Math.max(1, length));
}
