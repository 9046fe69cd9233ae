import { downsample, median, type Pcm, rms } from './downsample.ts';

const ANALYSIS_RATE_HZ = 8000;
const FRAME_S = 0.04;
const HOP_S = 0.02;
// Human speaking voices sit between these; outside them a peak is noise or an octave error.
const MIN_PITCH_HZ = 60;
const MAX_PITCH_HZ = 400;
// A frame counts as voiced when its autocorrelation peak is this strong (1 = perfectly periodic).
const VOICING_THRESHOLD = 0.55;
// Quieter frames than this share of the loud frames' level are breath or room noise.
const ENERGY_GATE = 0.15;
// The first lag whose correlation comes this close to the best one wins, which avoids picking
// a multiple of the period (an octave too low).
const FIRST_PEAK_SHARE = 0.9;

function normalizedCorrelation(samples: Float32Array, start: number, length: number, lag: number) {
  let cross = 0;
  let energyA = 0;
  let energyB = 0;
  for (let index = start; index < start + length - lag; index++) {
    const a = samples[index] ?? 0;
    const b = samples[index + lag] ?? 0;
    cross += a * b;
    energyA += a * a;
    energyB += b * b;
  }
  return energyA > 0 && energyB > 0 ? cross / Math.sqrt(energyA * energyB) : 0;
}

function framePitch(samples: Float32Array, start: number, length: number, sampleRate: number) {
  const minLag = Math.floor(sampleRate / MAX_PITCH_HZ);
  const maxLag = Math.ceil(sampleRate / MIN_PITCH_HZ);
  const correlations: number[] = [];
  for (let lag = minLag; lag <= maxLag; lag++) {
    correlations.push(normalizedCorrelation(samples, start, length, lag));
  }
  const best = Math.max(...correlations);
  if (best < VOICING_THRESHOLD) return null;
  for (let index = 1; index < correlations.length - 1; index++) {
    const value = correlations[index]!;
    const isPeak = value >= correlations[index - 1]! && value >= correlations[index + 1]!;
    if (isPeak && value >= best * FIRST_PEAK_SHARE) return sampleRate / (minLag + index);
  }
  return null;
}

// The speaker's median fundamental frequency over voiced frames, by autocorrelation.
export function measurePitchHz(pcm: Pcm): number | null {
  const { samples, sampleRate } = downsample(pcm, ANALYSIS_RATE_HZ);
  const frame = Math.round(FRAME_S * sampleRate);
  const hop = Math.round(HOP_S * sampleRate);
  const starts: number[] = [];
  for (let start = 0; start + frame <= samples.length; start += hop) starts.push(start);
  const levels = starts.map((start) => rms(samples, start, frame));
  const loud = [...levels].sort((a, b) => a - b)[Math.floor(levels.length * 0.9)] ?? 0;
  const pitches = starts
    .filter((_, index) => (levels[index] ?? 0) >= loud * ENERGY_GATE && loud > 0)
    .map((start) => framePitch(samples, start, frame, sampleRate))
    .filter((pitch): pitch is number => pitch !== null);
  return median(pitches);
}
