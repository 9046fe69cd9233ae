import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareSpeech } from '../../src/core/speech/prepare-speech.ts';
import { DEFAULT_TUNING } from '../../src/server/speech/engines/speech-engine.ts';
import { createSpeechWorker } from '../../src/server/speech/worker/speech-worker-client.ts';
import type { SpeechJob } from '../../src/server/speech/worker/speech-worker-protocol.ts';
import { SPEECH_FIXTURE_PATH, SPEECH_FIXTURE_SPEAKER } from './speech-fixture.ts';

const worker = createSpeechWorker();
afterAll(() => worker.close());

const isMp3 = (bytes: Uint8Array) =>
  (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0) ||
  String.fromCharCode(...bytes.subarray(0, 3)) === 'ID3';

describe('speech worker thread', () => {
  it('loads the TypeScript engine in a worker thread and warms it', async () => {
    expect(await worker.run({ kind: 'warm' })).toEqual({ engine: 'espeak-ng', sampleRate: 22_050 });
  });

  it('returns an mp3 for prepared speech', async () => {
    const mp3 = await worker.run({
      kind: 'speak',
      parts: prepareSpeech('Hello there. No rush!'),
      tuning: DEFAULT_TUNING,
    });
    expect(mp3).toBeInstanceOf(Uint8Array);
    expect(mp3.length).toBeGreaterThan(1000);
    expect(isMp3(mp3)).toBe(true);
  });

  it('measures recordings, counting the ones it cannot decode', async () => {
    const wav = new Uint8Array(readFileSync(SPEECH_FIXTURE_PATH));
    const broken = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]);
    const measured = await worker.run({
      kind: 'measure',
      recordings: [
        { format: 'wav', bytes: wav },
        { format: 'webm', bytes: broken },
      ],
    });
    expect(measured.failedRecordings).toBe(1);
    expect(measured.measuredRecordings).toBe(1);
    expect(Math.abs((measured.pitchHz ?? 0) - SPEECH_FIXTURE_SPEAKER.pitchHz)).toBeLessThan(15);
  });

  it('rejects a failed job and keeps serving the next one', async () => {
    await expect(worker.run({ kind: 'nonsense' } as unknown as SpeechJob & { kind: 'warm' })).rejects.toThrow(
      /unknown speech job/,
    );
    expect((await worker.run({ kind: 'warm' })).engine).toBe('espeak-ng');
  });

  it('starts a new thread after being closed', async () => {
    await worker.close();
    expect((await worker.run({ kind: 'warm' })).engine).toBe('espeak-ng');
  });
});
