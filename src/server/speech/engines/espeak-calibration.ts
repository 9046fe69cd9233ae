// Measured on this engine with the app's own pitch and syllable-rate analysers
// (src/server/speech/analysis) over an 86-word message; espeak-calibration.test.ts re-checks it.

// Words per minute actually spoken (speech time, pauses excluded) per unit of eSpeak's rate setting.
export const WORDS_PER_MINUTE_PER_RATE_UNIT = 1.31;
export const MIN_RATE_SETTING = 80;
export const MAX_RATE_SETTING = 450;

// Median pitch in Hz heard at eSpeak pitch settings 0, 25, 50, 75 and 100, per voice.
export const PITCH_CURVES = {
  'en-us': [70, 81, 101, 131, 170],
  'en-us+f3': [145, 172, 212, 263, 334],
} as const satisfies Record<string, readonly number[]>;
export type EspeakVoiceName = keyof typeof PITCH_CURVES;

// Below this a measured speaker is matched with the lower voice, above it with the higher one.
export const HIGHER_VOICE_FROM_HZ = 150;

// Syllables per second that the analyser hears from this engine, as a line over words per minute:
// syllablesPerSecond = SYLLABLE_RATE_INTERCEPT + SYLLABLE_RATE_SLOPE * wordsPerMinute.
export const SYLLABLE_RATE_INTERCEPT = 1.06;
export const SYLLABLE_RATE_SLOPE = 0.01764;
