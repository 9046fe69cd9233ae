import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, describe, expect, it } from 'vitest';
import { concatBytes } from '../mp3/mp3-encoder.ts';
import { createEncoderThread } from './encoder-thread.ts';

const tone = (seconds: number) =>
  Float32Array.from({ length: Math.round(seconds * 16_000) }, (_, index) => 0.3 * Math.sin(index / 5));

async function decodedSeconds(mp3: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const decoded = decoder.decode(mp3);
  decoder.free();
  expect(decoded.errors).toEqual([]);
  return decoded.samplesDecoded / decoded.sampleRate;
}

async function encode(thread: ReturnType<typeof createEncoderThread>, pieces: number[]) {
  const note = thread.begin(16_000);
  const chunks = [];
  for (const seconds of pieces) chunks.push(await note.write(tone(seconds)));
  chunks.push(await note.finish());
  return chunks;
}

const thread = createEncoderThread();
afterAll(() => thread.close());

describe('mp3 encoder thread', () => {
  it('answers every chunk with the frames ready so far, and the whole note decodes', async () => {
    const chunks = await encode(thread, [1, 1, 1]);
    expect(chunks.filter((chunk) => chunk.length > 0).length).toBeGreaterThanOrEqual(3);
    const seconds = await decodedSeconds(concatBytes(chunks));
    expect(seconds).toBeGreaterThanOrEqual(3);
    expect(seconds).toBeLessThan(3.1);
  });

  it('keeps going after a note is abandoned halfway', async () => {
    const abandoned = thread.begin(16_000);
    await abandoned.write(tone(0.5));
    abandoned.abort();
    expect(await decodedSeconds(concatBytes(await encode(thread, [0.8])))).toBeLessThan(1);
  });

  it('starts a new thread for the next note once the old one has stopped', async () => {
    const restarting = createEncoderThread();
    await encode(restarting, [0.2]);
    await restarting.close();
    const seconds = await decodedSeconds(concatBytes(await encode(restarting, [0.5])));
    await restarting.close();
    expect(seconds).toBeGreaterThan(0.4);
  });
});
