import { beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_RATE } from '../../../core/constants.ts';
import { prepareSpeech } from '../../../core/speech/prepare-speech.ts';
import { measurePitchHz } from '../analysis/measure-pitch.ts';
import { measureSyllableRate } from '../analysis/measure-speaking-rate.ts';
import { renderSpeechPcm } from '../render-speech.ts';
import { createEspeakEngine } from './espeak-engine.ts';
import {
  DEFAULT_TUNING,
  DEFAULT_WORDS_PER_MINUTE,
  NORMAL_WORDS_PER_MINUTE,
  type SpeechEngine,
} from './speech-engine.ts';
import { speakerWordsPerMinute } from './voice-match.ts';

const PASSAGE = `Hi Sam, thanks for your note about the project plan. I had a look at the draft this morning and I think it is in good shape.
Could we move the review to Thursday afternoon? That gives me time to finish the budget section and check the numbers with Priya.`;
const WORDS = PASSAGE.split(/\s+/).length;

let engine: SpeechEngine;
beforeAll(async () => {
  engine = await createEspeakEngine();
});

const speak = (pitchHz: number | null, wordsPerMinute: number) => ({
  samples: renderSpeechPcm(prepareSpeech(PASSAGE), engine, { pitchHz, wordsPerMinute }),
  sampleRate: engine.sampleRate,
});
const relativeError = (actual: number, expected: number) => Math.abs(actual - expected) / expected;

describe('eSpeak engine calibration (espeak-calibration.ts)', () => {
  it.each([95, 120, 180, 230])('speaks at a requested pitch of %i Hz', (pitchHz) => {
    const measured = measurePitchHz(speak(pitchHz, DEFAULT_WORDS_PER_MINUTE));
    expect(relativeError(measured ?? 0, pitchHz)).toBeLessThan(0.1);
  });

  it.each([120, 160])('speaks words at a requested %i words per minute of speech time', (wordsPerMinute) => {
    const pieces = prepareSpeech(PASSAGE).filter((part) => part.kind === 'text');
    const speechSamples = pieces.reduce(
      (sum, part) => sum + renderSpeechPcm([part], engine, { pitchHz: null, wordsPerMinute }).length,
      0,
    );
    const actual = WORDS / (speechSamples / engine.sampleRate / 60);
    expect(relativeError(actual, wordsPerMinute)).toBeLessThan(0.15);
  });

  it("hears its own pace back through the voice match's syllable-rate line", () => {
    for (const wordsPerMinute of [130, 170]) {
      const rate = measureSyllableRate(speak(null, wordsPerMinute));
      expect(relativeError(speakerWordsPerMinute(rate), wordsPerMinute)).toBeLessThan(0.15);
    }
  });

  it('reads the default voice at the spec speech rate of 0.9', () => {
    expect(DEFAULT_TUNING.wordsPerMinute).toBe(NORMAL_WORDS_PER_MINUTE * SPEECH_RATE);
    const slow = renderSpeechPcm([{ kind: 'text', text: PASSAGE }], engine, DEFAULT_TUNING).length;
    const normal = renderSpeechPcm([{ kind: 'text', text: PASSAGE }], engine, {
      pitchHz: null,
      wordsPerMinute: NORMAL_WORDS_PER_MINUTE,
    }).length;
    expect(slow).toBeGreaterThan(normal * 1.05);
  });
});

describe('eSpeak input', () => {
  it('reads markup as text, so a typed <break> cannot stretch the note', () => {
    const samples = engine.synthesize('one two <break time="3s"/> three four', DEFAULT_TUNING);
    let longestSilence = 0;
    let run = 0;
    for (const sample of samples) {
      run = Math.abs(sample) < 0.002 ? run + 1 : 0;
      longestSilence = Math.max(longestSilence, run);
    }
    // The tag's characters are read aloud; the 3 s pause it asked for never happens.
    expect(longestSilence / engine.sampleRate).toBeLessThan(1);
  });
});
