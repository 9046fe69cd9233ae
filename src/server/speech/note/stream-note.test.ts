import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSpeech } from '../../../core/speech/prepare-speech.ts';
import { DEFAULT_TUNING, type SpeechEngine } from '../engines/speech-engine.ts';
import { concatBytes, createMp3EncoderForSpeech, type Mp3Encoder } from '../mp3/mp3-encoder.ts';
import { trimSilence } from '../pcm/trim-silence.ts';
import type { SpeechPool } from '../pool/speech-pool.ts';
import { renderSpeechMp3, renderSpeechPcm } from '../render-speech.ts';
import { createEncoderThread, type EncoderThread } from '../worker/encoder-thread.ts';
import { streamNoteMp3 } from './stream-note.ts';

const MESSAGE = `Thanks for the notes.

Could we talk on Friday? I can fit around you!
- bring the draft
- and the numbers`;

// A deterministic stand-in engine: each text becomes a padded tone whose length depends on it.
const tone: SpeechEngine = {
  name: 'tone',
  sampleRate: 16_000,
  synthesize: (text) => {
    const samples = new Float32Array(2000 + text.length * 300);
    for (let index = 500; index < samples.length - 500; index++) samples[index] = 0.3 * Math.sin(index / 7);
    return samples;
  },
};

// A pool that finishes jobs in reverse order of asking, as parallel workers may, and records them.
function reversingPool() {
  const asked: string[] = [];
  const waiting: (() => void)[] = [];
  const pool = {
    size: 2,
    run: (_client: string, job: { kind: string; text?: string }, signal?: AbortSignal) => {
      asked.push(job.text ?? '');
      return new Promise((resolve, reject) => {
        const finish = () =>
          signal?.aborted
            ? reject(new Error('dropped'))
            : resolve(trimSilence(tone.synthesize(job.text ?? '', DEFAULT_TUNING)).slice());
        waiting.unshift(finish);
        // Every part is asked for in the same tick; they all finish together, last one first.
        if (waiting.length === 1)
          setTimeout(() => {
            for (const done of waiting.splice(0)) done();
          }, 0);
      });
    },
    warm: async () => {},
    close: async () => {},
  } as unknown as SpeechPool;
  return { pool, asked };
}

let encoder: Mp3Encoder;
let encoderThread: EncoderThread;
beforeAll(async () => {
  encoder = await createMp3EncoderForSpeech();
  encoderThread = createEncoderThread();
});
afterAll(() => encoderThread.close());

async function collect(chunks: AsyncGenerator<Uint8Array>) {
  const out: Uint8Array[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

const request = { parts: prepareSpeech(MESSAGE), tuning: DEFAULT_TUNING, clientKey: 'c', sampleRate: 16_000 };

describe('streamNoteMp3', () => {
  it('yields the note in several chunks that join into exactly the one-shot mp3, however the parts finish', async () => {
    const { pool } = reversingPool();
    const chunks = await collect(streamNoteMp3(request, { pool, encoder: encoderThread }));
    expect(chunks.length).toBeGreaterThan(2);
    const streamed = concatBytes(chunks);
    const oneShot = renderSpeechMp3(request.parts, tone, encoder, DEFAULT_TUNING);
    expect(Buffer.from(streamed).equals(Buffer.from(oneShot))).toBe(true);

    const decoder = new MPEGDecoder();
    await decoder.ready;
    const decoded = decoder.decode(streamed);
    decoder.free();
    expect(decoded.errors).toEqual([]);
    expect(decoded.sampleRate).toBe(16_000);
    // Whole mp3 frames: the note is the assembled pcm plus less than LAME's padding.
    const pcmLength = renderSpeechPcm(request.parts, tone, DEFAULT_TUNING).length;
    expect(decoded.samplesDecoded).toBeGreaterThanOrEqual(pcmLength);
    expect(decoded.samplesDecoded - pcmLength).toBeLessThan(16_000 / 10);
  });

  it('asks for every sentence at once, so the workers can speak them side by side', async () => {
    const { pool, asked } = reversingPool();
    const chunks = streamNoteMp3(request, { pool, encoder: encoderThread });
    await chunks.next();
    expect(asked).toEqual(request.parts.filter((part) => part.kind === 'text').map((part) => part.text));
    await chunks.return(undefined);
  });

  it('encodes several notes at once on one encoder thread without mixing them', async () => {
    const texts = ['First note. It is short.', 'A second note, a little longer!\nWith a new line.'];
    const streams = texts.map((text) =>
      collect(
        streamNoteMp3(
          { ...request, parts: prepareSpeech(text) },
          { pool: reversingPool().pool, encoder: encoderThread },
        ),
      ),
    );
    const results = await Promise.all(streams);
    texts.forEach((text, index) => {
      const oneShot = renderSpeechMp3(prepareSpeech(text), tone, encoder, DEFAULT_TUNING);
      expect(Buffer.from(concatBytes(results[index] ?? [])).equals(Buffer.from(oneShot))).toBe(true);
    });
  });
});
