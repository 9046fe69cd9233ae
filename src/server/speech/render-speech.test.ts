import { MPEGDecoder } from 'mpg123-decoder';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareSpeech } from '../../core/speech/prepare-speech.ts';
import { predictedDurationSeconds } from '../../core/speech/render-speech.ts';
import { createEspeakEngine } from './engines/espeak-engine.ts';
import { DEFAULT_TUNING, type SpeechEngine } from './engines/speech-engine.ts';
import { createMp3EncoderForSpeech, type Mp3Encoder } from './mp3/mp3-encoder.ts';
import { silenceSampleCount } from './pcm/assemble-pcm.ts';
import { renderSpeechMp3, renderSpeechPcm } from './render-speech.ts';

const MESSAGE = `Hi Sam, thanks for the update on the **launch plan**.

I read the draft this morning. It looks clear and well organised!
- Could we move the review to Thursday at 2 pm?
- I would like to check the budget numbers with Priya first.
There is no rush on your side. If Thursday does not suit you, just suggest another time and I will fit around it.
Thank you again for pulling this together.`;

let engine: SpeechEngine;
let encoder: Mp3Encoder;
beforeAll(async () => {
  [engine, encoder] = await Promise.all([createEspeakEngine(), createMp3EncoderForSpeech()]);
});

async function decodeMp3(mp3: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    return decoder.decode(mp3);
  } finally {
    decoder.free();
  }
}

describe('offline voice note', () => {
  it('is an mp3 that decodes, lasting within ±25 % of what its words and pauses predict', async () => {
    const parts = prepareSpeech(MESSAGE);
    const mp3 = renderSpeechMp3(parts, engine, encoder, DEFAULT_TUNING);
    const decoded = await decodeMp3(mp3);

    expect(decoded.errors).toEqual([]);
    expect(decoded.sampleRate).toBe(engine.sampleRate);
    const seconds = decoded.samplesDecoded / decoded.sampleRate;
    const predicted = predictedDurationSeconds(parts, DEFAULT_TUNING.wordsPerMinute);
    expect(Math.abs(seconds - predicted) / predicted).toBeLessThan(0.25);
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
