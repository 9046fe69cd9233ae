import {
  type EspeakVoiceName,
  HIGHER_VOICE_FROM_HZ,
  MAX_RATE_SETTING,
  MIN_RATE_SETTING,
  PITCH_CURVES,
  WORDS_PER_MINUTE_PER_RATE_UNIT,
} from './espeak-calibration.ts';
import type { VoiceTuning } from './speech-engine.ts';

export type EspeakSettings = { voice: EspeakVoiceName; rate: number; pitch: number };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const DEFAULT_PITCH_SETTING = 50;

// Inverts a calibrated pitch curve (settings 0, 25, …, 100) by linear interpolation.
function pitchSettingFor(curve: readonly number[], pitchHz: number) {
  const last = curve.length - 1;
  const step = 100 / last;
  if (pitchHz <= curve[0]!) return 0;
  for (let index = 1; index <= last; index++) {
    const upper = curve[index]!;
    const lower = curve[index - 1]!;
    if (pitchHz <= upper) return (index - 1 + (pitchHz - lower) / (upper - lower)) * step;
  }
  return 100;
}

export function espeakSettingsFor(tuning: VoiceTuning): EspeakSettings {
  const rate = Math.round(
    clamp(tuning.wordsPerMinute / WORDS_PER_MINUTE_PER_RATE_UNIT, MIN_RATE_SETTING, MAX_RATE_SETTING),
  );
  if (tuning.pitchHz === null) return { voice: 'en-us', rate, pitch: DEFAULT_PITCH_SETTING };
  const voice: EspeakVoiceName = tuning.pitchHz >= HIGHER_VOICE_FROM_HZ ? 'en-us+f3' : 'en-us';
  return { voice, rate, pitch: Math.round(pitchSettingFor(PITCH_CURVES[voice], tuning.pitchHz)) };
}
