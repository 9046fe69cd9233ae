import type { Pcm } from '../analysis/downsample.ts';

// Linear interpolation: enough for test fixtures and analysis, not for music.
export function resampleLinear({ samples, sampleRate }: Pcm, targetRate: number): Pcm {
  if (sampleRate === targetRate) return { samples, sampleRate };
  const length = Math.floor((samples.length * targetRate) / sampleRate);
  const output = new Float32Array(length);
  const step = sampleRate / targetRate;
  for (let index = 0; index < length; index++) {
    const position = index * step;
    const before = Math.floor(position);
    const fraction = position - before;
    const a = samples[before] ?? 0;
    const b = samples[before + 1] ?? a;
    output[index] = a + (b - a) * fraction;
  }
  return { samples: output, sampleRate: targetRate };
}
