import { useEffect, useState } from 'react';

const SILENCE_DB = -60;
const LEVEL_STEP = 0.05;

// How loud the microphone is right now, from 0 (silence) to 1, measured by an AnalyserNode.
// Rounded to steps of 5 % so the meter re-renders only when the change is visible.
export function useInputLevel(stream: MediaStream | null) {
  const [level, setLevel] = useState(0);

  useEffect(() => {
    if (!stream) return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    // An analyser-only graph still needs a running context; resuming is allowed after the click.
    context.resume().catch(() => {});
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    const measure = () => {
      analyser.getFloatTimeDomainData(samples);
      setLevel(levelFromSamples(samples));
      frame = requestAnimationFrame(measure);
    };
    frame = requestAnimationFrame(measure);
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      context.close().catch(() => {});
      setLevel(0);
    };
  }, [stream]);

  return level;
}

// Root-mean-square loudness in decibels, mapped from -60 dB (silence) … 0 dB (full scale) onto 0 … 1.
export function levelFromSamples(samples: Float32Array) {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  if (rms === 0) return 0;
  const db = 20 * Math.log10(rms);
  const level = Math.min(1, Math.max(0, (db - SILENCE_DB) / -SILENCE_DB));
  return Math.round(level / LEVEL_STEP) * LEVEL_STEP;
}
