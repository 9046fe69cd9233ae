// The longest event-loop block while the server rewrites a 5,000-character message (issue 12:
// at most 50 ms). It runs the whole offline request path as the route does: the local provider
// in the worker pool, the meaning guard in the pool, the analysis on the event loop. For
// comparison it also prints what the same work costs when run on the event loop itself, and the
// longest pause of an idle event loop over the same time (a busy shared machine pauses processes).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import { MAX_MESSAGE_CHARS } from '../src/core/constants.ts';
import { meaningGuardWarnings } from '../src/core/rewrite/check/meaning-guard.ts';
import { rewriteMessage } from '../src/core/rewrite/rewrite.ts';
import { TransformRequestSchema } from '../src/core/schemas.ts';
import { createLocalChatProvider } from '../src/server/providers/chat/local.ts';
import { createRewritePool } from '../src/server/providers/chat/rewrite-pool.ts';
import { transform } from '../src/server/transform/transform.ts';

const RUNS = 10;
const BLOCK_TARGET_MS = 50;

// Corpus messages joined with blank lines until the next one would pass 5,000 characters.
function longMessage(texts: readonly string[]) {
  let message = '';
  for (const text of texts) {
    const next = message === '' ? text : `${message}\n\n${text}`;
    if (next.length > MAX_MESSAGE_CHARS) break;
    message = next;
  }
  return message;
}

export async function measureEventLoopBlock(texts: readonly string[]) {
  const request = TransformRequestSchema.parse({ originalMessage: longMessage(texts) });
  const logger = pino({ level: 'silent' });
  const pool = createRewritePool();
  const provider = createLocalChatProvider({ pool, logger });
  const inline: number[] = [];
  const blocks: number[] = [];
  const idle: number[] = [];
  try {
    await transform(request, { provider, logger, pool }); // starts and warms the workers
    for (let run = 0; run < RUNS; run += 1) {
      const delay = monitorEventLoopDelay({ resolution: 1 });
      delay.enable();
      const requestStart = performance.now();
      const result = await transform(request, { provider, logger, pool });
      const requestMs = performance.now() - requestStart;
      delay.disable();
      if (result.providerError) throw new Error(`the pool failed: ${result.providerError}`);
      blocks.push(delay.max / 1e6);

      // The same time with nothing to do: on a busy shared machine the process itself is paused.
      const idleDelay = monitorEventLoopDelay({ resolution: 1 });
      idleDelay.enable();
      await new Promise((done) => setTimeout(done, requestMs));
      idleDelay.disable();
      idle.push(idleDelay.max / 1e6);
    }
  } finally {
    await pool.close();
  }
  // Last, so its garbage is not collected while the pool runs are measured.
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const { generatedMessage } = rewriteMessage(request);
    meaningGuardWarnings(request.originalMessage, generatedMessage);
    inline.push(performance.now() - started);
  }
  const worst = Math.max(...blocks);
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.log(`\nEvent loop, ${request.originalMessage.length}-character message, ${RUNS} requests`);
  console.log(
    `  on the event loop (no pool): rewrite + guard p50 ${middle(inline).toFixed(0)} ms, max ${Math.max(...inline).toFixed(0)} ms`,
  );
  console.log(
    `  idle, for comparison:        longest pause p50 ${middle(idle).toFixed(1)} ms, max ${Math.max(...idle).toFixed(1)} ms (the machine, not the rewrite)`,
  );
  console.log(
    `  through the worker pool:     longest block p50 ${middle(blocks).toFixed(1)} ms, max ${worst.toFixed(1)} ms  (target ≤ ${BLOCK_TARGET_MS} ms: ${worst <= BLOCK_TARGET_MS ? 'ok' : 'MISSED'})`,
  );
}
