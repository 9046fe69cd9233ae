import { beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_VOICE_IDS } from '../../../../core/speech/offline-voices.ts';
import { prepareSpeech } from '../../../../core/speech/prepare-speech.ts';
import { measurePitchHz } from '../../analysis/measure-pitch.ts';
import { measureSyllableRate } from '../../analysis/measure-speaking-rate.ts';
import { renderSpeechPcm } from '../../render-speech.ts';
import type { SpeechEngine, VoiceTuning } from '../speech-engine.ts';
import { createFliteEngine, fliteArguments } from './flite-engine.ts';
import { FLITE_SAMPLE_RATE_HZ, FLITE_VOICES } from './flite-voices.ts';

const PASSAGE = `Hi Sam, thanks for your note about the project plan. I had a look at the draft this morning and I think it is in good shape.
Could we move the review to Thursday afternoon? That gives me time to finish the budget section and check the numbers with Priya.`;

let engine: SpeechEngine;
beforeAll(async () => {
  engine = await createFliteEngine();
});

const speak = (tuning: VoiceTuning, text = PASSAGE) => ({
  samples: renderSpeechPcm(prepareSpeech(text), engine, tuning),
  sampleRate: engine.sampleRate,
});
const relativeError = (actual: number, expected: number) => Math.abs(actual - expected) / expected;
const natural = (voice: VoiceTuning['voice']): VoiceTuning => ({ voice, pitchHz: null, durationStretch: 1 });

describe('flite voices (flite-voices.ts)', () => {
  it.each(OFFLINE_VOICE_IDS)('%s speaks at its recorded pitch and syllable rate', (voice) => {
    const pcm = speak(natural(voice));
    expect(pcm.sampleRate).toBe(FLITE_SAMPLE_RATE_HZ);
    expect(relativeError(measurePitchHz(pcm) ?? 0, FLITE_VOICES[voice].naturalPitchHz)).toBeLessThan(0.1);
    expect(
      relativeError(measureSyllableRate(pcm) ?? 0, FLITE_VOICES[voice].naturalSyllablesPerSecond),
    ).toBeLessThan(0.15);
  });

  it.each([
    ['awb', 95],
    ['awb', 140],
    ['slt', 180],
    ['slt', 230],
  ] as const)('%s moves to a requested pitch of %i Hz', (voice, pitchHz) => {
    const measured = measurePitchHz(speak({ voice, pitchHz, durationStretch: 1 }));
    expect(relativeError(measured ?? 0, pitchHz)).toBeLessThan(0.1);
  });

  it('rms keeps its own pitch, which is why it is never a voice-match base', () => {
    expect(FLITE_VOICES.rms.canShiftPitch).toBe(false);
    expect(fliteArguments('Hi.', { voice: 'rms', pitchHz: 200, durationStretch: 1 }).join(' ')).not.toContain(
      'int_f0_target_mean',
    );
  });

  it('holds every sound longer at a larger duration stretch', () => {
    const text = 'Could we move the review to Thursday afternoon?';
    const normal = speak(natural('rms'), text).samples.length;
    const slower = speak({ voice: 'rms', pitchHz: null, durationStretch: 1.2 }, text).samples.length;
    expect(slower / normal).toBeGreaterThan(1.1);
    expect(slower / normal).toBeLessThan(1.3);
  });
});

describe('flite input', () => {
  it('takes the text as a literal string, never as options or a file name', () => {
    const args = fliteArguments('-voice kal16 notes.txt', natural('awb'));
    expect(args.slice(-4)).toEqual(['-t', '-voice kal16 notes.txt', '-o', 'note.wav']);
    // Spoken, not read from a file: a few words of audio come back.
    expect(
      engine.synthesize('-voice kal16 notes.txt', natural('awb')).length / FLITE_SAMPLE_RATE_HZ,
    ).toBeGreaterThan(0.8);
  });

  it('reads markup as text, so a typed <break> cannot stretch the note', () => {
    const samples = engine.synthesize('one two <break time="3s"/> three four', natural('rms'));
    let longestSilence = 0;
    let run = 0;
    for (const sample of samples) {
      run = Math.abs(sample) < 0.002 ? run + 1 : 0;
      longestSilence = Math.max(longestSilence, run);
    }
    expect(longestSilence / engine.sampleRate).toBeLessThan(1);
  });
});
