// A stand-in for rewrite-worker.ts that misbehaves on request, to test the rewrite pool's handling
// of failures. The message text says what to do; anything else is echoed back as the rewrite.
import { parentPort } from 'node:worker_threads';

const SLOW_JOB_MS = 600;

parentPort.postMessage({ ready: true });

parentPort.on('message', ({ id, job }) => {
  const text = job.request
    ? job.request.originalMessage
    : job.kind === 'tone-findings'
      ? job.text
      : job.original;
  if (text === 'fail the job') return parentPort.postMessage({ id, ok: false, error: 'TypeError' });
  if (text === 'crash the worker') throw new Error('worker crashed');
  if (text === 'exit the worker') process.exit(3);
  if (text === 'hang the worker') for (;;);
  if (text.startsWith('take a while')) {
    const until = Date.now() + SLOW_JOB_MS;
    while (Date.now() < until);
  }
  if (job.kind === 'review')
    return parentPort.postMessage({ id, ok: true, result: { analysis: null, warnings: [] } });
  if (job.kind === 'tone-findings') return parentPort.postMessage({ id, ok: true, result: [] });
  parentPort.postMessage({ id, ok: true, result: { generatedMessage: text, explanation: 'echo' } });
});
