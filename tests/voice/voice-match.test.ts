import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPEECH_RATE } from '../../src/core/constants.ts';
import { measureVoice } from '../../src/server/speech/analysis/measure-voice.ts';
import { espeakSettingsFor } from '../../src/server/speech/engines/espeak-settings.ts';
import {
  DEFAULT_TUNING,
  MAX_WORDS_PER_MINUTE,
  MIN_WORDS_PER_MINUTE,
} from '../../src/server/speech/engines/speech-engine.ts';
import { tuningFromVoiceSettings, voiceMatchSettings } from '../../src/server/speech/engines/voice-match.ts';
import { SPEECH_FIXTURE_PATH, SPEECH_FIXTURE_SPEAKER } from './speech-fixture.ts';

describe('offline voice match', () => {
  it("measures the fixture speaker's pitch and pace back from a recording", async () => {
    const measured = await measureVoice([
      { format: 'wav', bytes: new Uint8Array(readFileSync(SPEECH_FIXTURE_PATH)) },
    ]);
    const settings = voiceMatchSettings(measured);
    expect(settings.kind).toBe('offline-voice-match');
    expect(settings.isApproximation).toBe(true);
    expect(
      Math.abs(settings.pitchHz! - SPEECH_FIXTURE_SPEAKER.pitchHz) / SPEECH_FIXTURE_SPEAKER.pitchHz,
    ).toBeLessThan(0.1);
    const pace = settings.speakerWordsPerMinute;
    expect(
      Math.abs(pace - SPEECH_FIXTURE_SPEAKER.wordsPerMinute) / SPEECH_FIXTURE_SPEAKER.wordsPerMinute,
    ).toBeLessThan(0.2);
  });

  it("reads notes at the speaker's pitch and 0.9 of their pace", () => {
    const tuning = tuningFromVoiceSettings(
      voiceMatchSettings({ pitchHz: 210, syllablesPerSecond: 1.06 + 0.01764 * 170 }),
    );
    expect(tuning.pitchHz).toBe(210);
    expect(tuning.wordsPerMinute).toBeCloseTo(170 * SPEECH_RATE, 0);
    expect(espeakSettingsFor(tuning).voice).toBe('en-us+f3');
    expect(espeakSettingsFor({ ...tuning, pitchHz: 110 }).voice).toBe('en-us');
  });

  it('keeps a measured pace within calm, intelligible bounds', () => {
    expect(voiceMatchSettings({ pitchHz: 100, syllablesPerSecond: 12 }).speakerWordsPerMinute).toBe(
      MAX_WORDS_PER_MINUTE,
    );
    expect(voiceMatchSettings({ pitchHz: 100, syllablesPerSecond: 0.5 }).speakerWordsPerMinute).toBe(
      MIN_WORDS_PER_MINUTE,
    );
  });

  it('falls back to the default voice for missing measurements or settings of another kind', () => {
    expect(tuningFromVoiceSettings(voiceMatchSettings({ pitchHz: null, syllablesPerSecond: null }))).toEqual({
      pitchHz: null,
      wordsPerMinute: DEFAULT_TUNING.wordsPerMinute,
    });
    expect(tuningFromVoiceSettings(null)).toEqual(DEFAULT_TUNING);
    expect(tuningFromVoiceSettings({ stability: 0.5 })).toEqual(DEFAULT_TUNING);
  });
});
