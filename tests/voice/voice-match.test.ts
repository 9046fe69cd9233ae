import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prepareSpeech } from '../../src/core/speech/prepare-speech.ts';
import { measurePitchHz } from '../../src/server/speech/analysis/measure-pitch.ts';
import { measureSyllableRate } from '../../src/server/speech/analysis/measure-speaking-rate.ts';
import { measureVoice } from '../../src/server/speech/analysis/measure-voice.ts';
import { createFliteEngine } from '../../src/server/speech/engines/flite/flite-engine.ts';
import { FLITE_VOICES } from '../../src/server/speech/engines/flite/flite-voices.ts';
import { DEFAULT_TUNING } from '../../src/server/speech/engines/speech-engine.ts';
import {
  MAX_DURATION_STRETCH,
  MIN_DURATION_STRETCH,
  tuningFromVoiceSettings,
  voiceMatchSettings,
} from '../../src/server/speech/engines/voice-match.ts';
import { renderSpeechPcm } from '../../src/server/speech/render-speech.ts';
import { SPEECH_FIXTURE_PATH, SPEECH_FIXTURE_SPEAKER } from './speech-fixture.ts';

const relativeError = (actual: number, expected: number) => Math.abs(actual - expected) / expected;

describe('offline voice match on flite', () => {
  it("measures a speaker's pitch and pace, then speaks notes at that pitch and pace", async () => {
    const measured = await measureVoice([
      { format: 'wav', bytes: new Uint8Array(readFileSync(SPEECH_FIXTURE_PATH)) },
    ]);
    const settings = voiceMatchSettings(measured);
    expect(settings).toMatchObject({ kind: 'offline-voice-match', isApproximation: true });
    expect(relativeError(settings.pitchHz ?? 0, SPEECH_FIXTURE_SPEAKER.pitchHz)).toBeLessThan(0.1);

    const engine = await createFliteEngine();
    const note = {
      samples: renderSpeechPcm(
        prepareSpeech(
          'Thanks for the draft. Could we look at the budget together on Thursday, once you have had a chance to rest?',
        ),
        engine,
        tuningFromVoiceSettings(settings),
      ),
      sampleRate: engine.sampleRate,
    };
    expect(relativeError(measurePitchHz(note) ?? 0, settings.pitchHz ?? 0)).toBeLessThan(0.12);
    expect(relativeError(measureSyllableRate(note) ?? 0, settings.syllablesPerSecond ?? 0)).toBeLessThan(
      0.25,
    );
  });

  it('takes the lower base voice for a low speaker and the higher one from 145 Hz', () => {
    expect(
      tuningFromVoiceSettings(voiceMatchSettings({ pitchHz: 110, syllablesPerSecond: null })).voice,
    ).toBe('awb');
    expect(
      tuningFromVoiceSettings(voiceMatchSettings({ pitchHz: 210, syllablesPerSecond: null })).voice,
    ).toBe('slt');
  });

  it("matches the speaker's syllable rate, and the slower pace holds it longer still", () => {
    const settings = voiceMatchSettings({ pitchHz: 210, syllablesPerSecond: 4 });
    const naturalPace = tuningFromVoiceSettings(settings);
    expect(naturalPace.durationStretch).toBeCloseTo(FLITE_VOICES.slt.naturalSyllablesPerSecond / 4, 5);
    expect(tuningFromVoiceSettings(settings, 'slower').durationStretch).toBeCloseTo(
      naturalPace.durationStretch * 1.2,
      5,
    );
  });

  it('keeps a measured pace within calm, intelligible bounds', () => {
    const fast = tuningFromVoiceSettings(voiceMatchSettings({ pitchHz: 100, syllablesPerSecond: 12 }));
    const slow = tuningFromVoiceSettings(voiceMatchSettings({ pitchHz: 100, syllablesPerSecond: 0.5 }));
    expect(fast.durationStretch).toBe(MIN_DURATION_STRETCH);
    expect(slow.durationStretch).toBe(MAX_DURATION_STRETCH);
  });

  it('falls back to the default voice for settings of another kind, and reads old eSpeak-era profiles', () => {
    expect(tuningFromVoiceSettings(null)).toEqual(DEFAULT_TUNING);
    expect(tuningFromVoiceSettings({ stability: 0.5 })).toEqual(DEFAULT_TUNING);
    const old = {
      ...voiceMatchSettings({ pitchHz: 120, syllablesPerSecond: 4.2 }),
      speakerWordsPerMinute: 150,
    };
    expect(tuningFromVoiceSettings(old)).toMatchObject({ voice: 'awb', pitchHz: 120 });
    expect(tuningFromVoiceSettings(voiceMatchSettings({ pitchHz: null, syllablesPerSecond: null }))).toEqual(
      DEFAULT_TUNING,
    );
  });
});
