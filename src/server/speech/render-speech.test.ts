import { MPEGDecoder } from 'mpg123-decoder';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareSpeech } from '../../core/speech/prepare-speech.ts';
import { createFliteEngine } from './engines/flite/flite-engine.ts';
import { DEFAULT_TUNING, type SpeechEngine } from './engines/speech-engine.ts';
import { createMp3EncoderForSpeech, type Mp3Encoder } from './mp3/mp3-encoder.ts';
import { silenceSampleCount } from './pcm/assemble-pcm.ts';
import { renderSpeechMp3, renderSpeechPcm } from './render-speech.ts';

let engine: SpeechEngine;
let encoder: Mp3Encoder;
beforeAll(async () => {
  [engine, encoder] = await Promise.all([createFliteEngine(), createMp3EncoderForSpeech()]);
});

describe('offline voice note', () => {
  it('is an mp3 that decodes to the assembled speech and pauses', async () => {
    const parts = prepareSpeech('Hi Sam, thanks for the update.\n\nCould we move the review to Thursday?');
    const pcm = renderSpeechPcm(parts, engine, DEFAULT_TUNING);
    const decoder = new MPEGDecoder();
    await decoder.ready;
    const decoded = decoder.decode(renderSpeechMp3(parts, engine, encoder, DEFAULT_TUNING));
    decoder.free();
    expect(decoded.errors).toEqual([]);
    expect(decoded.sampleRate).toBe(engine.sampleRate);
    expect(decoded.samplesDecoded).toBeGreaterThanOrEqual(pcm.length);
    expect(decoded.samplesDecoded - pcm.length).toBeLessThan(engine.sampleRate / 10);
    expect(pcm.length / engine.sampleRate).toBeGreaterThan(3);
  });

  it('holds each spec pause as exact silence between the spoken segments', () => {
    const parts = prepareSpeech('First sentence here.\n\nSecond one follows!');
    expect(parts.map((part) => part.kind)).toEqual(['text', 'pause', 'text']);
    const whole = renderSpeechPcm(parts, engine, DEFAULT_TUNING);
    let longestZeroRun = 0;
    let run = 0;
    for (const sample of whole) {
      run = sample === 0 ? run + 1 : 0;
      longestZeroRun = Math.max(longestZeroRun, run);
    }
    // spec §9: a blank line is 1.0 s. The segments are trimmed, so the silence is exactly that long.
    expect(longestZeroRun).toBe(silenceSampleCount(1.0, engine.sampleRate));
  });
});

describe('renderSpeechPcm', () => {
  // A stand-in engine: each text becomes its length in samples of tone, padded with silence.
  const padded: SpeechEngine = {
    name: 'padded-tone',
    sampleRate: 8000,
    synthesize: (text) => Float32Array.from([0, 0, 0, ...Array<number>(text.length).fill(0.5), 0, 0]),
  };

  it('trims each segment and inserts sample-exact pauses', () => {
    const pcm = renderSpeechPcm(
      [
        { kind: 'text', text: 'abcd' },
        { kind: 'pause', seconds: 0.5 },
        { kind: 'text', text: 'ef' },
        { kind: 'pause', seconds: 0.3 },
        { kind: 'text', text: 'g' },
      ],
      padded,
      DEFAULT_TUNING,
    );
    expect(Array.from(pcm)).toEqual([
      ...Array<number>(4).fill(0.5),
      ...Array<number>(4000).fill(0),
      ...Array<number>(2).fill(0.5),
      ...Array<number>(2400).fill(0),
      0.5,
    ]);
  });
});
