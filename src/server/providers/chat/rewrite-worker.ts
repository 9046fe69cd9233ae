import { parentPort } from 'node:worker_threads';
import { meaningGuardWarnings } from '../../../core/rewrite/check/meaning-guard.ts';
import { rewriteMessage } from '../../../core/rewrite/rewrite.ts';
import { findToneIssues } from '../../../core/tone/tone-findings.ts';
import type { RewriteJob, RewriteWorkerReply, RewriteWorkerRequest } from './rewrite-pool-protocol.ts';

// Runs the offline rewriter, the meaning guard and the tone reading off the server's event loop:
// each parses the message with compromise, which takes ~100 ms for a 5,000-character message.
const port = parentPort;
if (!port) throw new Error('rewrite-worker.ts must run in a worker thread');

function run(job: RewriteJob) {
  switch (job.kind) {
    case 'rewrite':
      return rewriteMessage(job.request);
    case 'check-meaning':
      return meaningGuardWarnings(job.original, job.rewrite);
    case 'tone-findings':
      return findToneIssues(job.text);
    default:
      throw new Error(`unknown rewrite job: ${(job as { kind?: unknown }).kind}`);
  }
}

port.on('message', ({ id, job }: RewriteWorkerRequest) => {
  let reply: RewriteWorkerReply;
  try {
    reply = { id, ok: true, result: run(job) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.name : 'unknown' };
  }
  port.postMessage(reply);
});
