import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_CHARS } from '../../src/core/constants.ts';
import { probeHealth } from '../support/event-loop-probe.ts';
import { type StartedServer, startServer } from '../support/start-server.ts';

// Issue 24: one anonymous request with a crafted word list held the event loop for 37 s. The
// list's phrases are look-alikes of one word repeated (each a program the old matcher tried at
// every hit), and one entry beyond ASCII turned the whole list into one backtracking regex.
const REPEATED = Array.from({ length: 49 }, () => 'must').join(' ');
const CRAFTED_LISTS = {
  allow: [],
  off: [],
  custom: [
    { phrase: 'é', category: 'pressure' },
    ...Array.from({ length: 399 }, (_, index) => ({
      phrase: `${REPEATED.slice(0, 95)} x${index}`,
      category: 'pressure',
    })),
  ],
};
const TEXT = 'must '.repeat(MAX_MESSAGE_CHARS / 5).trim();

describe('a crafted word list', () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const analyze = (json: unknown) =>
    fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(json),
    });

  it('is answered in under 2 s while /api/health never waits over 250 ms', async () => {
    // A first analysis with a list loads and compiles the engine's code: that is not the list's cost.
    const warm = await analyze({ text: TEXT, lists: { custom: [{ phrase: 'must', category: 'pressure' }] } });
    expect(warm.status).toBe(200);
    const probe = probeHealth(server.url);
    const started = performance.now();
    const response = await analyze({ text: TEXT, lists: CRAFTED_LISTS });
    const answer = (await response.json()) as { findings: unknown[] };
    const tookMs = performance.now() - started;
    const health = await probe.stop();
    expect(response.status).toBe(200);
    expect(answer.findings.length).toBeGreaterThan(0);
    expect(tookMs).toBeLessThan(2_000);
    expect(health.asked).toBeGreaterThan(0);
    expect(health.longestMs).toBeLessThan(250);
  });
});
