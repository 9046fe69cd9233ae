import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../src/server/providers/chat/test-logger.ts';
import { createRedisStore } from '../../src/server/rate-limit/redis-store.ts';
import { freePort } from '../support/start-server.ts';
import { createTestApp } from '../support/test-app.ts';

// Issue 24: with Redis gone, each rate-limited request waited 5–10 s for its 503, and no one could
// sign in. Now Redis fails fast and the limits count in memory until it is back. The test runs
// its own redis-server on a free port (never the machine's shared one), and is skipped without it.
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise<void>((resolveReady, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolveReady();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return child;
}

async function stopRedis(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGKILL');
  await exited;
}

const waitFor = async (condition: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return condition();
};

describe.skipIf(!hasRedisServer)('rate limits when Redis is killed', () => {
  let port: number;
  let redisProcess: ChildProcess;
  const memory = createMemoryLogger();
  let redis: ReturnType<typeof createRedisStore>;
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    port = await freePort();
    redisProcess = await startRedis(port);
    redis = createRedisStore({
      url: `redis://127.0.0.1:${port}`,
      keyPrefix: 'outage-test:',
      logger: memory.logger,
    });
    t = await createTestApp({
      env: { RATE_LIMIT_API_MAX: '5', RATE_LIMIT_API_WINDOW_S: '60' },
      deps: { rateLimits: { api: redis.store, accounts: redis.store, close: redis.close } },
    });
    expect(await waitFor(() => !redis.isInMemory())).toBe(true);
    // The analysis reads tone in the rewrite pool, which starts on its first job (issue 13): start
    // it now, so the timings below measure the outage, not the pool's cold start. This request
    // counts in Redis, which is about to go, so the limit below still starts from one.
    expect((await t.request('/api/analyze', { json: { text: 'Hello there.' } })).status).toBe(200);
  });
  afterAll(async () => {
    await redis?.close();
    if (redisProcess) await stopRedis(redisProcess);
  });

  it('answers 8 requests over 10 s each in under 1.5 s, counting in memory, then uses Redis again', async () => {
    await stopRedis(redisProcess);
    const answers: { status: number; ms: number }[] = [];
    for (let request = 0; request < 8; request += 1) {
      const started = performance.now();
      const response = await t.request('/api/analyze', { json: { text: 'Send it now.' } });
      answers.push({ status: response.status, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 1_250));
    }
    for (const answer of answers) expect(answer.ms).toBeLessThan(1_500);
    // The limit of 5 still holds, counted in memory: never a pass.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(memory.text().match(/Redis unreachable/g)).toHaveLength(1);

    redisProcess = await startRedis(port);
    expect(await waitFor(() => !redis.isInMemory())).toBe(true);
    expect(memory.text()).toContain('Redis is back');
    // A fresh Redis holds no window: the next request counts there, from one.
    expect((await redis.store.consume('after-outage', { limit: 1, windowMs: 60_000 })).count).toBe(1);
    expect((await redis.store.consume('after-outage', { limit: 1, windowMs: 60_000 })).count).toBe(2);
  }, 40_000);
});
