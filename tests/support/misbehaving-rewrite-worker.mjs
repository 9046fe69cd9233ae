// A stand-in for rewrite-worker.ts that misbehaves on request, to test the rewrite pool's handling
// of failures. The message text says what to do; anything else is echoed back as the rewrite.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, job }) => {
  const text =
    job.kind === 'rewrite'
      ? job.request.originalMessage
      : job.kind === 'tone-findings'
        ? job.text
        : job.original;
  if (text === 'fail the job') return parentPort.postMessage({ id, ok: false, error: 'TypeError' });
  if (text === 'crash the worker') throw new Error('worker crashed');
  if (text === 'exit the worker') process.exit(3);
  if (text === 'hang the worker') for (;;);
  const echo = job.kind === 'tone-findings' ? [] : { generatedMessage: text, explanation: 'echo' };
  parentPort.postMessage({ id, ok: true, result: echo });
});
