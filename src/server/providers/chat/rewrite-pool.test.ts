import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyze } from '../../../core/analysis/analyze.ts';
import { meaningGuardWarnings } from '../../../core/rewrite/check/meaning-guard.ts';
import { rewriteMessage } from '../../../core/rewrite/rewrite.ts';
import { TransformRequestSchema } from '../../../core/schemas.ts';
import { findToneIssues } from '../../../core/tone/tone-findings.ts';
import { transform } from '../../transform/transform.ts';
import { createLocalChatProvider } from './local.ts';
import { createRewritePool, RewritePoolBusyError, RewritePoolError } from './rewrite-pool.ts';
import { createMemoryLogger } from './test-logger.ts';

const MISBEHAVING_WORKER = new URL(
  '../../../../tests/support/misbehaving-rewrite-worker.mjs',
  import.meta.url,
);
const SLOW_SECOND_START_WORKER = new URL(
  '../../../../tests/support/slow-second-start-rewrite-worker.mjs',
  import.meta.url,
);
const request = (originalMessage: string) => TransformRequestSchema.parse({ originalMessage });

describe('the rewrite pool with the real worker', () => {
  const pool = createRewritePool({ size: 1 });
  afterAll(() => pool.close());

  it('answers exactly what the engine and the guard answer on the main thread', async () => {
    const asked = request('Send the Q3 report to Dana by Friday 3pm, it is urgent. Do not cc the board.');
    const reply = await pool.run({ kind: 'rewrite', request: asked });
    expect(reply).toEqual(rewriteMessage(asked));
    const warnings = await pool.run({
      kind: 'check-meaning',
      original: asked.originalMessage,
      rewrite: 'Hi!',
    });
    expect(warnings).toEqual(meaningGuardWarnings(asked.originalMessage, 'Hi!'));
    expect(warnings.length).toBeGreaterThan(0);
    const hostile = 'Why did you not reply yesterday?? Fix it now.';
    const tone = await pool.run({ kind: 'tone-findings', text: hostile });
    expect(tone).toEqual(findToneIssues(hostile));
    expect(tone.length).toBeGreaterThan(0);
  });

  it('rewrites, scores the rewrite and runs the guard in one transform job', async () => {
    const asked = request('Send the Q3 report to Dana by Friday 3pm, it is urgent.');
    const reply = await pool.run({ kind: 'transform', request: asked });
    const rewrite = rewriteMessage(asked);
    expect(reply).toEqual({
      ...rewrite,
      review: {
        analysis: analyze(rewrite.generatedMessage),
        warnings: meaningGuardWarnings(asked.originalMessage, rewrite.generatedMessage),
      },
    });
  });

  it('runs several jobs at once and answers each its own', async () => {
    const texts = ['Call Ann at 4pm.', 'Pay the $20 by Monday.', 'Book room 6 for Tuesday.'];
    const replies = await Promise.all(
      texts.map((text) => pool.run({ kind: 'rewrite', request: request(text) })),
    );
    expect(replies).toEqual(texts.map((text) => rewriteMessage(request(text))));
  });
});

describe('the rewrite pool when a worker misbehaves', () => {
  const pool = createRewritePool({ size: 1, workerUrl: MISBEHAVING_WORKER, jobTimeoutMs: 3_000 });
  afterAll(() => pool.close());
  const rewrite = (text: string) => pool.run({ kind: 'rewrite', request: request(text) });

  it.each(['fail the job', 'crash the worker', 'exit the worker', 'hang the worker'])(
    'turns "%s" into a RewritePoolError and serves the next job',
    async (text) => {
      await expect(rewrite(text)).rejects.toBeInstanceOf(RewritePoolError);
      await expect(rewrite('still here')).resolves.toEqual({
        generatedMessage: 'still here',
        explanation: 'echo',
      });
    },
  );

  it('fails only the jobs of the worker that crashed', async () => {
    const wide = createRewritePool({ size: 2, workerUrl: MISBEHAVING_WORKER });
    try {
      const [crashed, fine] = await Promise.allSettled([
        wide.run({ kind: 'rewrite', request: request('crash the worker') }),
        wide.run({ kind: 'rewrite', request: request('fine') }),
      ]);
      expect(crashed.status).toBe('rejected');
      expect(fine).toEqual({ status: 'fulfilled', value: { generatedMessage: 'fine', explanation: 'echo' } });
    } finally {
      await wide.close();
    }
  });
});

// Issue 24: under load the pool failed in a cascade. These fail on a pool whose job timer starts
// when the job is posted, whose timeout rejects every job of the worker, and whose queue is endless.
describe('the rewrite pool under load', () => {
  it('a timeout costs only its own job: the jobs queued behind it are served', async () => {
    const pool = createRewritePool({ size: 1, workerUrl: MISBEHAVING_WORKER, jobTimeoutMs: 1_500 });
    try {
      const [hung, behind] = await Promise.allSettled([
        pool.run({ kind: 'rewrite', request: request('hang the worker') }),
        pool.run({ kind: 'rewrite', request: request('behind it') }),
      ]);
      expect(hung.status).toBe('rejected');
      expect(behind).toEqual({
        status: 'fulfilled',
        value: { generatedMessage: 'behind it', explanation: 'echo' },
      });
    } finally {
      await pool.close();
    }
  });

  it('starts a job’s time limit when a worker takes it, not while it waits', async () => {
    // Each job takes 600 ms of a 1,000 ms limit; the fourth waits 1,800 ms for the worker.
    const pool = createRewritePool({ size: 1, workerUrl: MISBEHAVING_WORKER, jobTimeoutMs: 1_000 });
    try {
      const texts = ['take a while 1', 'take a while 2', 'take a while 3', 'take a while 4'];
      const replies = await Promise.all(
        texts.map((text) => pool.run({ kind: 'rewrite', request: request(text) })),
      );
      expect(replies.map((reply) => reply.generatedMessage)).toEqual(texts);
    } finally {
      await pool.close();
    }
  });

  it('gives jobs to a ready worker, not to one still starting, once the pool has grown', async () => {
    // The second worker takes 5 s to start; each job takes 600 ms. Handed to it, a job would wait
    // out its start; the ready worker serves the three in ~1.8 s instead.
    process.env.CALMLY_TEST_FIRST_WORKER_MARK = join(
      mkdtempSync(join(tmpdir(), 'calmly-pool-')),
      'first-worker',
    );
    const pool = createRewritePool({ size: 2, workerUrl: SLOW_SECOND_START_WORKER });
    try {
      await pool.run({ kind: 'rewrite', request: request('starts the first worker') });
      const started = performance.now();
      const replies = await Promise.all(
        [1, 2, 3].map((n) => pool.run({ kind: 'rewrite', request: request(`job ${n}`) })),
      );
      expect(replies.map((reply) => reply.explanation)).toEqual(['first', 'first', 'first']);
      expect(performance.now() - started).toBeLessThan(4_500);
    } finally {
      await pool.close();
    }
  });

  it('refuses a job at once, with a time to retry, when the queue is full', async () => {
    const pool = createRewritePool({ size: 1, workerUrl: MISBEHAVING_WORKER, maxQueue: 2 });
    try {
      const jobs = [1, 2, 3, 4].map((n) =>
        pool.run({ kind: 'rewrite', request: request(`take a while ${n}`) }),
      );
      const settled = await Promise.allSettled(jobs);
      expect(settled.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'rejected',
      ]);
      const refused = (settled[3] as PromiseRejectedResult).reason;
      expect(refused).toBeInstanceOf(RewritePoolBusyError);
      expect(refused.retryAfterS).toBeGreaterThanOrEqual(1);
    } finally {
      await pool.close();
    }
  });
});

describe('the offline provider on a failing pool', () => {
  const pool = createRewritePool({ size: 1, workerUrl: MISBEHAVING_WORKER });
  afterAll(() => pool.close());

  it('answers a clean provider failure, and transform the spec §8 fallback', async () => {
    const memory = createMemoryLogger();
    const provider = createLocalChatProvider({ pool, logger: memory.logger });
    expect(await provider.generate(request('crash the worker'))).toEqual({ ok: false, code: 'generic' });
    const result = await transform(request('exit the worker'), { provider, logger: memory.logger, pool });
    expect(result.providerError).toBe('generic');
    expect(memory.text()).toContain('offline rewrite failed');
  });

  it('answers a provider’s rewrite scored but without warnings, never guarding on the event loop', async () => {
    const memory = createMemoryLogger();
    const rewrite = 'Please reboot the worker.';
    const provider = {
      name: 'openai' as const,
      generate: async () => ({ ok: true as const, reply: { generatedMessage: rewrite, explanation: 'x' } }),
    };
    const result = await transform(request('crash the worker'), { provider, logger: memory.logger, pool });
    expect(result.generatedMessage).toBe(rewrite);
    expect(result.analysis).toEqual(analyze(rewrite));
    expect(result.warnings).toEqual([]);
    expect(memory.text()).toContain('meaning guard failed');
  });

  it('answers 503 with Retry-After when the queue is full, never the fallback', async () => {
    const busy = createRewritePool({ size: 1, workerUrl: MISBEHAVING_WORKER, maxQueue: 1 });
    try {
      const provider = createLocalChatProvider({ pool: busy });
      const memory = createMemoryLogger();
      const results = await Promise.allSettled(
        [1, 2, 3].map((n) =>
          transform(request(`take a while ${n}`), { provider, logger: memory.logger, pool: busy }),
        ),
      );
      const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ status: 503, code: 'SERVICE_BUSY' });
      expect(refused.reason.headers['Retry-After']).toMatch(/^[1-9]\d*$/);
    } finally {
      await busy.close();
    }
  });
});
