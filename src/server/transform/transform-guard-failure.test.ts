import { describe, expect, it, vi } from 'vitest';
import { TransformRequestSchema } from '../../core/schemas.ts';
import type { RewritePool } from '../providers/chat/rewrite-pool.ts';
import { createMemoryLogger } from '../providers/chat/test-logger.ts';
import type { ChatProvider } from '../providers/chat/types.ts';
import { transform } from './transform.ts';

// The guard can fail twice over: in the pool and on the event loop. The person still gets the
// rewrite (without warnings), and the failure is logged, never answered as a 5xx.
vi.mock('../../core/rewrite/check/meaning-guard.ts', () => ({
  meaningGuardWarnings: () => {
    throw new RangeError('guard broke');
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

describe('transform when the meaning guard fails', () => {
  it('answers the rewrite without warnings and logs both failures', async () => {
    const memory = createMemoryLogger();
    const request = TransformRequestSchema.parse({ originalMessage: 'Send it now.' });
    const result = await transform(request, { provider, logger: memory.logger, pool: failingPool });
    expect(result.generatedMessage).toBe('Could you send it?');
    expect(result.warnings).toEqual([]);
    expect(result.providerError).toBeUndefined();
    expect(memory.text()).toContain('meaning guard ran on the event loop');
    expect(memory.text()).toContain('meaning guard failed');
    expect(memory.text()).toContain('RangeError');
  });
});
