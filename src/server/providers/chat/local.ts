import { TransformRequestSchema } from '../../../core/schemas.ts';
import type { Logger } from '../../logger.ts';
import { type RewritePool, RewritePoolBusyError, sharedRewritePool } from './rewrite-pool.ts';
import type { ChatProvider } from './types.ts';

// A first rewrite loads compromise and the engine in a worker (a second or more on a busy
// machine). The server loads it on the first rewrite so that an idle server stays small (issue 13:
// idle memory); `warm: true` (the CLI's batch mode, or a deployment that prefers it) loads it now.
const WARM_UP = TransformRequestSchema.parse({ originalMessage: 'Please send the report by Friday.' });

// The embedded default (DESIGN §1): the offline rewrite engine, no keys and no network. It runs in
// the rewrite worker pool, off the event loop, with the analysis of its rewrite and the meaning
// guard in the same job; a worker that fails costs only that request a clean provider failure
// (spec §8's fallback), never a 5xx or a crash.
export function createLocalChatProvider(
  options: { pool?: RewritePool; logger?: Logger; warm?: boolean } = {},
): ChatProvider {
  const pool = options.pool ?? sharedRewritePool();
  if (options.warm)
    pool.run({ kind: 'rewrite', request: WARM_UP }).catch(() => {
      // A failed warm-up is not a user's request; the next real job starts a fresh worker.
    });
  return {
    name: 'local',
    generate: async (request) => {
      try {
        return { ok: true, reply: await pool.run({ kind: 'transform', request }) };
      } catch (error) {
        // A full queue is the server's capacity, not the rewriter's failure: the route answers 503.
        if (error instanceof RewritePoolBusyError) throw error;
        options.logger?.warn(
          { provider: 'local', reason: error instanceof Error ? error.message : 'unknown' },
          'offline rewrite failed',
        );
        return { ok: false, code: 'generic' };
      }
    },
  };
}
