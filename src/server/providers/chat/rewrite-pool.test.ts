import { afterAll, describe, expect, it } from 'vitest';
import { meaningGuardWarnings } from '../../../core/rewrite/check/meaning-guard.ts';
import { rewriteMessage } from '../../../core/rewrite/rewrite.ts';
import { TransformRequestSchema } from '../../../core/schemas.ts';
import { findToneIssues } from '../../../core/tone/tone-findings.ts';
import { transform } from '../../transform/transform.ts';
import { createLocalChatProvider } from './local.ts';
import { createRewritePool, RewritePoolError } from './rewrite-pool.ts';
import { createMemoryLogger } from './test-logger.ts';

const MISBEHAVING_WORKER = new URL(
  '../../../../tests/support/misbehaving-rewrite-worker.mjs',
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

  it('runs the meaning guard on the event loop instead, so no warning is lost', async () => {
    const memory = createMemoryLogger();
    const rewrite = 'Please reboot the worker.';
    const provider = {
      name: 'openai' as const,
      generate: async () => ({ ok: true as const, reply: { generatedMessage: rewrite, explanation: 'x' } }),
    };
    const result = await transform(request('crash the worker'), { provider, logger: memory.logger, pool });
    expect(result.warnings).toEqual(meaningGuardWarnings('crash the worker', rewrite));
    expect(result.warnings.length).toBeGreaterThan(0);
    expect(memory.text()).toContain('meaning guard ran on the event loop');
  });
});
