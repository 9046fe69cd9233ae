import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TUNING } from '../engines/speech-engine.ts';
import { createSpeechPool } from './speech-pool.ts';

const SENTENCE = 'Could we move the review to Thursday afternoon, once the budget numbers are in?';

// Real worker threads running flite; one worker, so the order of work is fully determined.
const pool = createSpeechPool({ size: 1 });
afterAll(() => pool.close());

describe('speech pool', () => {
  it('speaks a sentence on a worker thread as trimmed 16 kHz samples', async () => {
    const samples = await pool.run('a', { kind: 'synthesize', text: SENTENCE, tuning: DEFAULT_TUNING });
    expect(samples).toBeInstanceOf(Float32Array);
    // About 4 s of speech at 16 kHz, and no leading silence left.
    expect(samples.length / 16_000).toBeGreaterThan(2.5);
    expect(Math.abs(samples[0] ?? 0)).toBeGreaterThanOrEqual(0.002);
  });

  it("runs another client's job after at most one of a waiting backlog", async () => {
    const finished: string[] = [];
    const job = (client: string, label: string) =>
      pool
        .run(client, { kind: 'synthesize', text: SENTENCE, tuning: DEFAULT_TUNING })
        .then(() => finished.push(label));
    const backlog = [1, 2, 3, 4, 5].map((index) => job('anonymous', `long${index}`));
    const short = job('signed-in', 'short');
    await Promise.all([...backlog, short]);
    // long1 was already running; then the two clients take turns.
    expect(finished.slice(0, 3)).toEqual(['long1', 'long2', 'short']);
  });

  it('drops a waiting job whose listener went away, and keeps serving', async () => {
    const cancel = new AbortController();
    const running = pool.run('a', { kind: 'synthesize', text: SENTENCE, tuning: DEFAULT_TUNING });
    const dropped = pool.run(
      'b',
      { kind: 'synthesize', text: SENTENCE, tuning: DEFAULT_TUNING },
      cancel.signal,
    );
    cancel.abort(new Error('listener left'));
    await expect(dropped).rejects.toThrow('listener left');
    await expect(running).resolves.toBeInstanceOf(Float32Array);
  });

  it('answers a job the worker cannot do with an error, not a crash', async () => {
    const bad = { kind: 'sing' } as unknown as { kind: 'warm' };
    await expect(pool.run('a', bad)).rejects.toThrow('unknown speech job');
    await expect(pool.run('a', { kind: 'warm' })).resolves.toMatchObject({
      engine: 'flite',
      sampleRate: 16_000,
    });
  });
});

describe('an idle speech pool', () => {
  it('stops a worker that has had nothing to do, and starts one again for the next job', async () => {
    const idlePool = createSpeechPool({ size: 1, idleStopMs: 50 });
    try {
      await idlePool.run('a', { kind: 'warm' });
      expect(idlePool.runningWorkers()).toBe(1);
      await vi.waitFor(() => expect(idlePool.runningWorkers()).toBe(0), { timeout: 10_000 });
      await expect(idlePool.run('a', { kind: 'warm' })).resolves.toMatchObject({ engine: 'flite' });
    } finally {
      await idlePool.close();
    }
  });

  it('answers a job still running when the pool closes with an error', async () => {
    const closing = createSpeechPool({ size: 1 });
    const running = closing.run('a', { kind: 'synthesize', text: SENTENCE, tuning: DEFAULT_TUNING });
    // Listen before closing: the job is answered while close() runs.
    const answered = expect(running).rejects.toThrow('speech pool closed');
    await closing.close();
    await answered;
  });
});
