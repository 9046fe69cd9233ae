// About -54 dBFS: below what a listener hears over the inserted silence, above the engines' dither.
const SILENCE_THRESHOLD = 0.002;

// Engines pad each segment with their own leading and trailing silence; it is cut so that the gaps
// the listener hears are exactly the pauses the spec asks for.
export function trimSilence(samples: Float32Array, threshold = SILENCE_THRESHOLD): Float32Array {
  let start = 0;
  while (start < samples.length && Math.abs(samples[start] ?? 0) < threshold) start++;
  let end = samples.length;
  while (end > start && Math.abs(samples[end - 1] ?? 0) < threshold) end--;
  return samples.subarray(start, end);
}

export function int16ToFloat32(samples: Int16Array): Float32Array {
  const output = new Float32Array(samples.length);
  for (let index = 0; index < samples.length; index++) output[index] = (samples[index] ?? 0) / 32768;
  return output;
}
