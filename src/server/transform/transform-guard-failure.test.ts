import { describe, expect, it, vi } from 'vitest';
import { analyze } from '../../core/analysis/analyze.ts';
import { TransformRequestSchema } from '../../core/schemas.ts';
import type { RewritePool } from '../providers/chat/rewrite-pool.ts';
import { createMemoryLogger } from '../providers/chat/test-logger.ts';
import type { ChatProvider } from '../providers/chat/types.ts';
import { transform } from './transform.ts';

// The guard parses both messages, so it runs only in the pool (issue 24: run on the event loop for
// every failed job, it stalled /api/health for seconds). When the pool fails, the person still gets
// the rewrite, scored, without warnings, and the failure is logged, never answered as a 5xx.
const guard = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../core/rewrite/check/meaning-guard.ts', () => ({
  meaningGuardWarnings: () => {
    guard.calls += 1;
    return [];
  },
}));

const failingPool: RewritePool = {
  run: () => Promise.reject(new Error('pool down')),
  close: async () => {},
};
const provider: ChatProvider = {
  name: 'openai',
  generate: async () => ({
    ok: true,
    reply: { generatedMessage: 'Could you send it?', explanation: 'Calmer.' },
  }),
};

describe('transform when the meaning guard’s pool fails', () => {
  it('answers the rewrite without warnings, logs it, and never guards on the event loop', async () => {
    const memory = createMemoryLogger();
    const request = TransformRequestSchema.parse({ originalMessage: 'Send it now.' });
    const result = await transform(request, { provider, logger: memory.logger, pool: failingPool });
    expect(result.generatedMessage).toBe('Could you send it?');
    expect(result.analysis).toEqual(analyze('Could you send it?'));
    expect(result.warnings).toEqual([]);
    expect(result.providerError).toBeUndefined();
    expect(memory.text()).toContain('meaning guard failed');
    expect(guard.calls).toBe(0);
  });
});
