import { parentPort } from 'node:worker_threads';
import type { WordLists } from '../../../core/lists/word-lists-model.ts';
import { meaningGuardWarnings } from '../../../core/rewrite/check/meaning-guard.ts';
import { withParseReuse } from '../../../core/rewrite/parse/terms.ts';
import { rewriteMessage } from '../../../core/rewrite/rewrite.ts';
import { TransformRequestSchema } from '../../../core/schemas.ts';
import { analyzeMessage } from '../../../core/tone/analyze-message.ts';
import { findToneIssues } from '../../../core/tone/tone-findings.ts';
import type {
  RewriteJob,
  RewriteReview,
  RewriteWorkerReady,
  RewriteWorkerReply,
  RewriteWorkerRequest,
} from './rewrite-pool-protocol.ts';

// Runs the offline rewriter, the meaning guard and the tone reading off the server's event loop:
// each parses the message with compromise, which takes ~100 ms for a 5,000-character message.
const port = parentPort;
if (!port) throw new Error('rewrite-worker.ts must run in a worker thread');

// The rewrite is scored as the original is: the same word lists and the same tone reading (issue 25).
const review = (original: string, rewrite: string, lists: WordLists | undefined): RewriteReview => ({
  analysis: analyzeMessage(rewrite, lists),
  warnings: meaningGuardWarnings(original, rewrite),
});

function run(job: RewriteJob) {
  switch (job.kind) {
    case 'rewrite':
      return rewriteMessage(job.request);
    case 'transform': {
      const reply = rewriteMessage(job.request);
      return {
        ...reply,
        review: review(job.request.originalMessage, reply.generatedMessage, job.request.lists),
      };
    }
    case 'review':
      return review(job.original, job.rewrite, job.lists);
    case 'check-meaning':
      return meaningGuardWarnings(job.original, job.rewrite);
    case 'tone-findings':
      return findToneIssues(job.text);
    default:
      throw new Error(`unknown rewrite job: ${(job as { kind?: unknown }).kind}`);
  }
}

// A first short rewrite compiles the engine's code, so that the first person's job is measured
// (and timed) at its real cost; the pool waits for 'ready'.
try {
  run({
    kind: 'transform',
    request: TransformRequestSchema.parse({ originalMessage: 'Please send the report by Friday.' }),
  });
} catch {
  // A failed warm-up is not a person's job; their jobs report their own failures.
}
port.postMessage({ ready: true } satisfies RewriteWorkerReady);

port.on('message', ({ id, job }: RewriteWorkerRequest) => {
  let reply: RewriteWorkerReply;
  try {
    // A text the job's stages share (the message, its rewrite) is parsed once for the whole job.
    reply = { id, ok: true, result: withParseReuse(() => run(job)) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.name : 'unknown' };
  }
  port.postMessage(reply);
});
