import { SPEECH_RATE } from '../../../core/constants.ts';

// What the offline engine is asked to sound like: the default voice, or a "voice match" tuned to
// a speaker's measured pitch and pace (DESIGN §1).
export type VoiceTuning = { pitchHz: number | null; wordsPerMinute: number };

export type SpeechEngine = {
  name: string;
  sampleRate: number;
  synthesize(text: string, tuning: VoiceTuning): Float32Array;
};

// A calm conversational pace for synthetic speech, before the spec's slow-down.
export const NORMAL_WORDS_PER_MINUTE = 160;
// spec §9: speech rate 0.9, for the offline engine as for the provider.
export const DEFAULT_WORDS_PER_MINUTE = NORMAL_WORDS_PER_MINUTE * SPEECH_RATE;
// A measured pace is kept within what stays intelligible and calm.
export const MIN_WORDS_PER_MINUTE = 110;
export const MAX_WORDS_PER_MINUTE = 190;

export const DEFAULT_TUNING: VoiceTuning = { pitchHz: null, wordsPerMinute: DEFAULT_WORDS_PER_MINUTE };
