import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RewriteJob, RewriteJobResult, RewriteWorkerReply } from './rewrite-pool-protocol.ts';

// A small pool of worker threads for the offline rewriter and the meaning guard, so a 5,000-
// character message never blocks the server's event loop (issue 12: at most 50 ms). Workers start
// on first use, are restarted after a crash, and never keep an idle process alive.

const BOOTSTRAP_URL = new URL('./rewrite-worker-bootstrap.mjs', import.meta.url);
// A rewrite takes milliseconds; a job still running after this is stuck, and its worker is replaced.
const DEFAULT_JOB_TIMEOUT_MS = 15_000;
// One core stays with the event loop; a bigger pool only queues on a small machine.
const DEFAULT_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));

export class RewritePoolError extends Error {
  override name = 'RewritePoolError';
}

export type RewritePoolOptions = { size?: number; workerUrl?: URL; jobTimeoutMs?: number };

export type RewritePool = {
  run<K extends RewriteJob['kind']>(job: Extract<RewriteJob, { kind: K }>): Promise<RewriteJobResult[K]>;
  close(): Promise<void>;
};

type Pending = {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
};
// online: resolves once the worker runs, so a job's time limit never counts the worker's start.
type Slot = { worker: Worker; pending: Map<number, Pending>; online: Promise<void> };

export function createRewritePool(options: RewritePoolOptions = {}): RewritePool {
  const size = options.size ?? DEFAULT_SIZE;
  const workerUrl = options.workerUrl ?? BOOTSTRAP_URL;
  const jobTimeoutMs = options.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS;
  const slots: Slot[] = [];
  let nextId = 1;

  const retire = (slot: Slot, error: Error) => {
    const index = slots.indexOf(slot);
    if (index !== -1) slots.splice(index, 1);
    for (const job of slot.pending.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    slot.pending.clear();
  };

  const start = (): Slot => {
    const worker = new Worker(workerUrl, { execArgv: [] });
    const online = new Promise<void>((resolve) => worker.once('online', () => resolve()));
    const slot: Slot = { worker, pending: new Map(), online };
    slot.worker.on('message', (reply: RewriteWorkerReply) => {
      const job = slot.pending.get(reply.id);
      if (!job) return;
      slot.pending.delete(reply.id);
      clearTimeout(job.timer);
      // Held only while a job is waiting, so an idle pool never keeps a CLI or a test run alive.
      if (slot.pending.size === 0) slot.worker.unref();
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new RewritePoolError(`rewrite job failed (${reply.error})`));
    });
    slot.worker.on('error', (error) =>
      retire(slot, new RewritePoolError(`rewrite worker failed (${error.name})`)),
    );
    slot.worker.on('exit', (code) =>
      retire(slot, new RewritePoolError(`rewrite worker stopped (exit code ${code})`)),
    );
    slots.push(slot);
    return slot;
  };

  // The least busy worker, or a new one while the pool is below its size.
  const pick = (): Slot => {
    const idle = slots.find((slot) => slot.pending.size === 0);
    if (idle) return idle;
    if (slots.length < size) return start();
    return slots.reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best));
  };

  return {
    run(job) {
      const slot = pick();
      const id = nextId++;
      slot.worker.ref();
      return new Promise((resolve, reject) => {
        const pending: Pending = { resolve: resolve as (value: unknown) => void, reject };
        slot.pending.set(id, pending);
        slot.worker.postMessage({ id, job });
        void slot.online.then(() => {
          if (!slot.pending.has(id)) return;
          pending.timer = setTimeout(() => {
            retire(slot, new RewritePoolError(`rewrite job took over ${jobTimeoutMs} ms`));
            void slot.worker.terminate();
          }, jobTimeoutMs);
        });
      });
    },
    async close() {
      const running = slots.splice(0);
      for (const slot of running) retire(slot, new RewritePoolError('rewrite pool closed'));
      await Promise.all(running.map((slot) => slot.worker.terminate()));
    },
  };
}

// The engine holds no per-user state, so one pool serves the whole process.
let shared: RewritePool | null = null;
export function sharedRewritePool(): RewritePool {
  shared ??= createRewritePool();
  return shared;
}
