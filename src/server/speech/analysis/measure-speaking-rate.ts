import { downsample, type Pcm, rms } from './downsample.ts';

const ANALYSIS_RATE_HZ = 8000;
const FRAME_S = 0.025;
const HOP_S = 0.01;
const SMOOTHING_FRAMES = 5;
// Frames more than this far below the loud frames are silence between phrases.
const SPEECH_FLOOR_DB = 25;
// Silences longer than this are pauses, not part of speaking time (articulation rate).
const PAUSE_S = 0.25;
// Two energy peaks are separate syllables only if the dip between them is this deep.
const SYLLABLE_DIP_DB = 2;

function levelsDb(pcm: Pcm) {
  const { samples, sampleRate } = downsample(pcm, ANALYSIS_RATE_HZ);
  const frame = Math.round(FRAME_S * sampleRate);
  const hop = Math.round(HOP_S * sampleRate);
  const raw: number[] = [];
  for (let start = 0; start + frame <= samples.length; start += hop) {
    raw.push(20 * Math.log10(rms(samples, start, frame) + 1e-9));
  }
  return raw.map((_, index) => {
    const from = Math.max(0, index - Math.floor(SMOOTHING_FRAMES / 2));
    const window = raw.slice(from, from + SMOOTHING_FRAMES);
    return window.reduce((sum, value) => sum + value, 0) / window.length;
  });
}

function speakingFrames(levels: number[], floorDb: number) {
  const pauseFrames = Math.round(PAUSE_S / HOP_S);
  let speaking = 0;
  let silentRun = 0;
  let hasSpoken = false;
  for (const level of levels) {
    if (level >= floorDb) {
      // A short gap inside speech (a stop consonant) still counts as speaking time.
      if (hasSpoken && silentRun < pauseFrames) speaking += silentRun;
      speaking += 1;
      silentRun = 0;
      hasSpoken = true;
    } else silentRun += 1;
  }
  return speaking;
}

function countSyllablePeaks(levels: number[], floorDb: number) {
  const kept: number[] = [];
  for (let index = 1; index < levels.length - 1; index++) {
    const level = levels[index]!;
    if (level < floorDb || level < levels[index - 1]! || level < levels[index + 1]!) continue;
    const previous = kept.at(-1);
    if (previous === undefined) {
      kept.push(index);
      continue;
    }
    const dip = Math.min(...levels.slice(previous, index + 1));
    const isSeparate = levels[previous]! - dip >= SYLLABLE_DIP_DB && level - dip >= SYLLABLE_DIP_DB;
    if (isSeparate) kept.push(index);
    else if (level > levels[previous]!) kept[kept.length - 1] = index;
  }
  return kept.length;
}

// Syllables per second of speaking time, counted as peaks of the energy envelope. The figure
// is compared with the same measure on the engine's own speech, so its bias cancels out.
export function measureSyllableRate(pcm: Pcm): number | null {
  const levels = levelsDb(pcm);
  if (levels.length === 0) return null;
  const loud = [...levels].sort((a, b) => a - b)[Math.floor(levels.length * 0.9)] ?? -180;
  const floorDb = loud - SPEECH_FLOOR_DB;
  const seconds = speakingFrames(levels, floorDb) * HOP_S;
  if (seconds < 1) return null;
  return countSyllablePeaks(levels, floorDb) / seconds;
}
