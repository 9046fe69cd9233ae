// A stand-in for rewrite-worker.ts whose first copy is ready at once and every later copy only after
// SLOW_START_MS, as a worker loading the engine on a busy machine: to test that the rewrite pool
// gives jobs to a ready worker rather than to one still starting. The test names a fresh marker file
// in CALMLY_TEST_FIRST_WORKER_MARK; the first worker to create it is the quick one.
import { writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';

const SLOW_START_MS = 5_000;
const SLOW_JOB_MS = 600;

let first = true;
try {
  writeFileSync(process.env.CALMLY_TEST_FIRST_WORKER_MARK, '', { flag: 'wx' });
} catch {
  first = false;
}
// Blocked, as a worker is while it loads the engine: a job sent meanwhile waits for the start.
if (!first) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, SLOW_START_MS);
parentPort.postMessage({ ready: true });

parentPort.on('message', ({ id, job }) => {
  const until = Date.now() + SLOW_JOB_MS;
  while (Date.now() < until);
  parentPort.postMessage({
    id,
    ok: true,
    result: { generatedMessage: job.request.originalMessage, explanation: first ? 'first' : 'later' },
  });
});
