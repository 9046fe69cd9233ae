import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSpeech } from '../../core/speech/prepare-speech.ts';
import { createEspeakEngine } from './engines/espeak-engine.ts';
import { DEFAULT_TUNING, type SpeechEngine } from './engines/speech-engine.ts';
import { createMp3EncoderForSpeech, type Mp3Encoder } from './mp3/mp3-encoder.ts';
import { renderSpeechMp3, renderSpeechMp3Streamed, renderSpeechPcm } from './render-speech.ts';
import { createEncoderThread, type EncoderThread } from './worker/encoder-thread.ts';

const MESSAGE = `Thanks for the notes.

Could we talk on Friday? I can fit around you.`;

let engine: SpeechEngine;
let encoder: Mp3Encoder;
let encoderThread: EncoderThread;
beforeAll(async () => {
  encoderThread = createEncoderThread();
  [engine, encoder] = await Promise.all([createEspeakEngine(), createMp3EncoderForSpeech()]);
});
afterAll(() => encoderThread.close());

async function decodeMp3(mp3: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    return decoder.decode(mp3);
  } finally {
    decoder.free();
  }
}

// A deterministic stand-in engine (eSpeak NG's segment lengths vary by a few samples between runs):
// each text becomes a padded tone whose length depends on the text, so both paths get the same pcm.
const tone: SpeechEngine = {
  name: 'tone',
  sampleRate: 22_050,
  synthesize: (text) => {
    const samples = new Float32Array(2000 + text.length * 300);
    for (let index = 500; index < samples.length - 500; index++) samples[index] = 0.3 * Math.sin(index / 7);
    return samples;
  },
};

describe('renderSpeechMp3Streamed', () => {
  it('encodes on the encoder thread to the same mp3, so the same pcm length, as the one-shot path', async () => {
    const parts = prepareSpeech(MESSAGE);
    expect(parts.some((part) => part.kind === 'pause')).toBe(true);
    const streamed = await renderSpeechMp3Streamed(parts, tone, encoderThread, DEFAULT_TUNING);
    const oneShot = renderSpeechMp3(parts, tone, encoder, DEFAULT_TUNING);
    expect(Buffer.from(streamed).equals(Buffer.from(oneShot))).toBe(true);

    const [fromStream, fromOneShot] = await Promise.all([decodeMp3(streamed), decodeMp3(oneShot)]);
    expect(fromStream.errors).toEqual([]);
    expect(fromStream.sampleRate).toBe(tone.sampleRate);
    expect(fromStream.samplesDecoded).toBe(fromOneShot.samplesDecoded);
    // Whole mp3 frames of 576 samples: the note is the assembled pcm plus less than LAME's padding.
    const pcmLength = renderSpeechPcm(parts, tone, DEFAULT_TUNING).length;
    expect(fromStream.samplesDecoded).toBeGreaterThanOrEqual(pcmLength);
    expect(fromStream.samplesDecoded - pcmLength).toBeLessThan(tone.sampleRate / 10);
  });

  it('speaks one note after another with eSpeak NG on the same encoder thread', async () => {
    for (const text of ['First note.', 'Second note, a little longer.']) {
      const mp3 = await renderSpeechMp3Streamed(prepareSpeech(text), engine, encoderThread, DEFAULT_TUNING);
      const decoded = await decodeMp3(mp3);
      expect(decoded.errors).toEqual([]);
      expect(decoded.samplesDecoded / decoded.sampleRate).toBeGreaterThan(0.5);
    }
  });

  it('starts a new encoder thread for the next note once the old one has stopped', async () => {
    const restarting = createEncoderThread();
    await restarting.close();
    const mp3 = await renderSpeechMp3Streamed(prepareSpeech('Still here.'), tone, restarting, DEFAULT_TUNING);
    await restarting.close();
    expect((await decodeMp3(mp3)).errors).toEqual([]);
  });
});
