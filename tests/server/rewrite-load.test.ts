import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { MAX_MESSAGE_CHARS } from '../../src/core/constants.ts';
import { probeHealth } from '../support/event-loop-probe.ts';
import { type StartedServer, startServer } from '../support/start-server.ts';

// Issue 24: 50–80 long rewrites at once stalled /api/health for 11–17 s and answered the generic
// fallback: the job timer counted time in the queue, a timeout failed every job of its worker, and
// each failed job ran the meaning guard on the event loop. Now each rewrite is done or refused.
const CONCURRENT = 80;
const SENTENCE = 'Please send the Q3 report to Dana by Friday 3pm, and call me if the numbers look off. ';
const LONG_MESSAGE = SENTENCE.repeat(Math.ceil(MAX_MESSAGE_CHARS / SENTENCE.length))
  .slice(0, MAX_MESSAGE_CHARS)
  .trim();

describe(`${CONCURRENT} long rewrites at once`, () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const rewrite = async () => {
    const response = await fetch(`${server.url}/api/transform`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ originalMessage: LONG_MESSAGE }),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.json(),
    };
  };

  it('each answer a real rewrite or a quick 503, while /api/health stays quick', async () => {
    // The first rewrite starts a worker and loads the engine: a cold start, not the load under test.
    const warm = await fetch(`${server.url}/api/transform`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ originalMessage: 'Please send the report by Friday.' }),
    });
    expect(warm.status).toBe(200);
    const probe = probeHealth(server.url);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, rewrite));
    const tookMs = performance.now() - started;
    const health = await probe.stop();

    for (const answer of answers) {
      if (answer.status === 503) {
        expect(answer.body).toEqual({ error: MESSAGES.SERVICE_UNAVAILABLE, code: 'SERVICE_BUSY' });
        expect(answer.retryAfter).toMatch(/^[1-9]\d*$/);
        continue;
      }
      expect(answer.status).toBe(200);
      expect(answer.body.providerError).toBeUndefined();
      expect(answer.body.generatedMessage.length).toBeGreaterThan(0);
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(tookMs).toBeLessThan(30_000);
    expect(health.longestMs).toBeLessThan(500);
  }, 120_000);
});
