import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type {
  RewriteJob,
  RewriteJobResult,
  RewriteWorkerReady,
  RewriteWorkerReply,
} from './rewrite-pool-protocol.ts';

// A small pool of worker threads for the offline rewriter and the meaning guard, so a 5,000-
// character message never blocks the server's event loop (issue 12: at most 50 ms). Workers start
// on first use, are restarted after a crash, and never keep an idle process alive.
//
// It degrades honestly under load (issue 24): jobs wait in one queue, and a worker takes one job
// at a time; a job's time limit starts when a worker takes it, so time in the queue never counts;
// a job over its limit costs only itself (its worker is replaced); and the queue is bounded, so
// past it a job is refused at once (RewritePoolBusyError, a 503 with Retry-After) instead of
// waiting longer than a person would.

const BOOTSTRAP_URL = new URL('./rewrite-worker-bootstrap.mjs', import.meta.url);
// A rewrite takes milliseconds; a job still running after this is stuck, and its worker is replaced.
const DEFAULT_JOB_TIMEOUT_MS = 15_000;
// One core stays with the event loop; a bigger pool only queues on a small machine. Measured
// (issue 24, bench:server on 2 shared cores, 3 paired runs at load 8-17): 2 workers served fewer
// transforms than 1 in two of them (32 vs 123, 26 vs 32 req/s; 50 vs 37 in the third) and always
// cost more CPU per request (10.3-12.8 vs 6.8-9.3 ms): each worker compiles the engine on its
// own, and the two take the event loop's core. A quiet 2-core machine was not available to measure.
export const DEFAULT_POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
// How long a job may wait for a worker: the queue takes a job only while the jobs before it should
// be done within this time, at the job time measured so far; a job that still waits twice as long
// (the estimate was too low) is refused when its turn comes rather than started late.
const QUEUE_WAIT_BUDGET_MS = 5_000;
const QUEUE_WAIT_MAX_MS = 2 * QUEUE_WAIT_BUDGET_MS;
// A job's cost grows with its text: it is estimated in "units" of 1,000 characters plus a fixed
// part, and the milliseconds per unit are measured (a running mean). The first guess is a long
// rewrite on a busy small machine.
const FIXED_UNITS = 0.2;
const FIRST_MS_PER_UNIT = 100;
const MEAN_WEIGHT = 0.3;
// The longest queue whatever the measured job time (many short jobs still cost memory).
export const defaultQueueMax = (size: number) => size * 64;

const unitsOf = (job: RewriteJob) => {
  const characters =
    job.kind === 'rewrite' || job.kind === 'transform'
      ? job.request.originalMessage.length + job.request.context.length
      : job.kind === 'tone-findings'
        ? job.text.length
        : job.original.length + job.rewrite.length;
  return FIXED_UNITS + characters / 1000;
};

export class RewritePoolError extends Error {
  override name = 'RewritePoolError';
}

// The queue is full: the job was never started. retryAfterS is when a place should be free.
export class RewritePoolBusyError extends RewritePoolError {
  override name = 'RewritePoolBusyError';
  constructor(readonly retryAfterS: number) {
    super('rewrite pool is busy');
  }
}

export type RewritePoolOptions = {
  size?: number;
  workerUrl?: URL;
  jobTimeoutMs?: number;
  // The most jobs that may wait for a worker (fewer when the measured job time says they would
  // wait past QUEUE_WAIT_BUDGET_MS).
  maxQueue?: number;
};

export type RewritePool = {
  run<K extends RewriteJob['kind']>(job: Extract<RewriteJob, { kind: K }>): Promise<RewriteJobResult[K]>;
  close(): Promise<void>;
};

type Job = {
  id: number;
  job: RewriteJob;
  units: number;
  queuedAt: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};
type Running = Job & { timer?: NodeJS.Timeout; startedAt: number };
// ready: resolves once the worker has loaded (and warmed) the engine, so a job's time limit and its
// measured time never count the worker's start; isReady says the same at once.
type Slot = { worker: Worker; running: Running | undefined; ready: Promise<void>; isReady: boolean };

export function createRewritePool(options: RewritePoolOptions = {}): RewritePool {
  const size = options.size ?? DEFAULT_POOL_SIZE;
  const workerUrl = options.workerUrl ?? BOOTSTRAP_URL;
  const jobTimeoutMs = options.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS;
  const maxQueue = options.maxQueue ?? defaultQueueMax(size);
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let msPerUnit = FIRST_MS_PER_UNIT;
  let queuedUnits = 0;

  const expectedWaitMs = (units: number) => (units * msPerUnit) / size;

  // Only the worker's own job fails with it; the queue goes on with a new worker.
  const retire = (slot: Slot, error: Error) => {
    const index = slots.indexOf(slot);
    if (index !== -1) slots.splice(index, 1);
    const job = slot.running;
    slot.running = undefined;
    if (job) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    dispatch();
  };

  const finish = (slot: Slot, reply: RewriteWorkerReply) => {
    const job = slot.running;
    if (!job || job.id !== reply.id) return;
    clearTimeout(job.timer);
    slot.running = undefined;
    const tookMs = performance.now() - job.startedAt;
    msPerUnit += (tookMs / job.units - msPerUnit) * MEAN_WEIGHT;
    if (reply.ok) job.resolve(reply.result);
    else job.reject(new RewritePoolError(`rewrite job failed (${reply.error})`));
    dispatch();
  };

  const start = (): Slot => {
    const worker = new Worker(workerUrl, { execArgv: [] });
    let markReady = () => {};
    const ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    const slot: Slot = { worker, running: undefined, ready, isReady: false };
    worker.on('message', (reply: RewriteWorkerReply | RewriteWorkerReady) => {
      if ('ready' in reply) {
        slot.isReady = true;
        markReady();
        dispatch();
      } else finish(slot, reply);
    });
    worker.on('error', (error) =>
      retire(slot, new RewritePoolError(`rewrite worker failed (${error.name})`)),
    );
    worker.on('exit', (code) =>
      retire(slot, new RewritePoolError(`rewrite worker stopped (exit code ${code})`)),
    );
    slots.push(slot);
    return slot;
  };

  const take = (slot: Slot, job: Job) => {
    const running: Running = { ...job, startedAt: performance.now() };
    slot.running = running;
    // Held only while a job runs, so an idle pool never keeps a CLI or a test run alive.
    slot.worker.ref();
    slot.worker.postMessage({ id: job.id, job: job.job });
    void slot.ready.then(() => {
      if (slot.running !== running) return;
      running.startedAt = performance.now();
      running.timer = setTimeout(() => {
        retire(slot, new RewritePoolError(`rewrite job took over ${jobTimeoutMs} ms`));
        void slot.worker.terminate();
      }, jobTimeoutMs);
    });
  };

  // A worker still loading the engine (a second or more) takes a job only while no worker is ready,
  // as when the pool starts. Once one is, jobs wait for a ready worker, which frees in milliseconds:
  // a job handed to a worker that is still starting would wait out its start, and under load that
  // made the slowest answers seconds long each time the pool grew or replaced a worker (issue 24).
  const canTake = (slot: Slot, anyReady: boolean) =>
    slot.running === undefined && (slot.isReady || !anyReady);

  function dispatch() {
    while (queue.length > 0) {
      const anyReady = slots.some((candidate) => candidate.isReady);
      let slot = slots.find((candidate) => canTake(candidate, anyReady));
      if (!slot && slots.length < size) {
        const started = start();
        if (!anyReady) slot = started;
      }
      if (!slot) break;
      const job = queue.shift()!;
      queuedUnits -= job.units;
      if (performance.now() - job.queuedAt > QUEUE_WAIT_MAX_MS) job.reject(new RewritePoolBusyError(1));
      else take(slot, job);
    }
    for (const slot of slots) if (slot.running === undefined) slot.worker.unref();
  }

  return {
    run(job) {
      return new Promise((resolve, reject) => {
        const units = unitsOf(job);
        const anyReady = slots.some((slot) => slot.isReady);
        const allBusy = slots.length >= size && !slots.some((slot) => canTake(slot, anyReady));
        const wouldWaitMs = expectedWaitMs(queuedUnits + units);
        if (allBusy && (queue.length >= maxQueue || wouldWaitMs > QUEUE_WAIT_BUDGET_MS)) {
          reject(new RewritePoolBusyError(Math.max(1, Math.ceil(expectedWaitMs(queuedUnits) / 1000))));
          return;
        }
        const queued = { id: nextId++, job, units, queuedAt: performance.now() };
        queue.push({ ...queued, resolve: resolve as (value: unknown) => void, reject });
        queuedUnits += units;
        dispatch();
      });
    },
    async close() {
      queuedUnits = 0;
      for (const job of queue.splice(0)) job.reject(new RewritePoolError('rewrite pool closed'));
      const running = slots.splice(0);
      for (const slot of running) {
        slot.worker.removeAllListeners('exit');
        const job = slot.running;
        slot.running = undefined;
        clearTimeout(job?.timer);
        job?.reject(new RewritePoolError('rewrite pool closed'));
      }
      await Promise.all(running.map((slot) => slot.worker.terminate()));
    },
  };
}

// The engine holds no per-user state, so one pool serves the whole process. The server sets its
// size and queue from the environment (REWRITE_POOL_SIZE, REWRITE_QUEUE_MAX) before first use.
let shared: RewritePool | null = null;
let sharedOptions: RewritePoolOptions = {};
export function configureSharedRewritePool(options: RewritePoolOptions) {
  sharedOptions = options;
}
export function sharedRewritePool(): RewritePool {
  shared ??= createRewritePool(sharedOptions);
  return shared;
}
