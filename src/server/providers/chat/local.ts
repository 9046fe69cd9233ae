import type { Logger } from '../../logger.ts';
import { type RewritePool, sharedRewritePool } from './rewrite-pool.ts';
import type { ChatProvider } from './types.ts';

// The embedded default (DESIGN §1): the offline rewrite engine, no keys and no network. It runs in
// the rewrite worker pool, off the event loop; a worker that fails costs only that request a
// clean provider failure (spec §8's fallback), never a 5xx or a crash.
export function createLocalChatProvider(options: { pool?: RewritePool; logger?: Logger } = {}): ChatProvider {
  return {
    name: 'local',
    generate: async (request) => {
      const pool = options.pool ?? sharedRewritePool();
      try {
        return { ok: true, reply: await pool.run({ kind: 'rewrite', request }) };
      } catch (error) {
        options.logger?.warn(
          { provider: 'local', reason: error instanceof Error ? error.message : 'unknown' },
          'offline rewrite failed',
        );
        return { ok: false, code: 'generic' };
      }
    },
  };
}
