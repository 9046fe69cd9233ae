import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { FairQueue } from './fair-queue.ts';
import type { PoolJob, PoolJobResult, PoolReply } from './speech-pool-protocol.ts';

const BOOTSTRAP_URL = new URL('./speech-pool-worker-bootstrap.mjs', import.meta.url);
// Enough threads to use the machine, few enough that each compiled engine (about 40 MB) stays cheap.
const MAX_POOL_SIZE = 4;
// A worker with nothing to do for this long is stopped: each holds a compiled engine (about 40 MB),
// and a server that speaks a note now and then should not keep four of them. The next job starts
// one again (about 0.7 s cold, bench:speech).
const DEFAULT_IDLE_STOP_MS = 5 * 60_000;

export const defaultPoolSize = () => Math.max(1, Math.min(MAX_POOL_SIZE, availableParallelism()));

type Task = {
  job: PoolJob;
  signal: AbortSignal | undefined;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker | null; task: Task | null; idleTimer: NodeJS.Timeout | null };

export type SpeechPool = {
  size: number;
  // Runs a job for a client; clients take turns (fair-queue.ts). An aborted job that has not
  // started yet is dropped and rejects with the signal's reason.
  run<K extends PoolJob['kind']>(
    clientKey: string,
    job: Extract<PoolJob, { kind: K }>,
    signal?: AbortSignal,
  ): Promise<PoolJobResult[K]>;
  // Starts every worker and loads its engine.
  warm(): Promise<void>;
  // How many worker threads are running now (idle ones stop after a while).
  runningWorkers(): number;
  close(): Promise<void>;
};

const abortError = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new Error('speech job cancelled');

// A small pool of speech worker threads, each started on first use and restarted if it dies.
// Idle workers are unref'd, so they never keep a CLI run or a test file alive, and stop after
// idleStopMs.
export function createSpeechPool({
  size = defaultPoolSize(),
  idleStopMs = DEFAULT_IDLE_STOP_MS,
}: {
  size?: number;
  idleStopMs?: number;
} = {}): SpeechPool {
  const queue = new FairQueue<Task>();
  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, task: null, idleTimer: null }));

  const stopWhenIdle = (slot: Slot) => {
    if (slot.task || !slot.worker || slot.idleTimer) return;
    slot.idleTimer = setTimeout(() => {
      slot.idleTimer = null;
      const idle = slot.worker;
      if (slot.task || !idle) return;
      slot.worker = null;
      void idle.terminate();
    }, idleStopMs);
    slot.idleTimer.unref();
  };

  const finish = (slot: Slot, settle: (task: Task) => void) => {
    const task = slot.task;
    slot.task = null;
    slot.worker?.unref();
    if (task) settle(task);
    dispatch();
    stopWhenIdle(slot);
  };

  const start = (slot: Slot) => {
    const worker = new Worker(BOOTSTRAP_URL, { execArgv: [] });
    // A worker stopped while idle or at close may report after the slot has a new worker and task:
    // only the slot's current worker settles the slot's task.
    const isCurrent = () => slot.worker === worker;
    worker.on('message', (reply: PoolReply) => {
      if (!isCurrent()) return;
      finish(slot, (task) => (reply.ok ? task.resolve(reply.result) : task.reject(new Error(reply.error))));
    });
    worker.on('error', (error) => {
      if (isCurrent()) finish(slot, (task) => task.reject(error));
    });
    worker.on('exit', (code) => {
      if (!isCurrent()) return;
      slot.worker = null;
      finish(slot, (task) => task.reject(new Error(`speech worker stopped (exit code ${code})`)));
    });
    return worker;
  };

  function nextTask() {
    for (let task = queue.shift(); task; task = queue.shift()) {
      if (!task.signal?.aborted) return task;
      task.reject(abortError(task.signal));
    }
    return undefined;
  }

  function dispatch() {
    for (const slot of slots) {
      if (slot.task) continue;
      const task = nextTask();
      if (!task) return;
      if (slot.idleTimer) clearTimeout(slot.idleTimer);
      slot.idleTimer = null;
      slot.worker ??= start(slot);
      slot.task = task;
      slot.worker.ref();
      slot.worker.postMessage(task.job);
    }
  }

  const run: SpeechPool['run'] = (clientKey, job, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortError(signal));
      queue.push(clientKey, { job, signal, resolve: resolve as (value: unknown) => void, reject });
      dispatch();
    });

  return {
    size,
    run,
    runningWorkers: () => slots.filter((slot) => slot.worker !== null).length,
    async warm() {
      // One warm job per worker, each under its own key so that they spread over every slot.
      await Promise.all(slots.map((_, index) => run(`warm-${index}`, { kind: 'warm' })));
    },
    async close() {
      const workers = slots.map((slot) => slot.worker);
      for (const slot of slots) {
        if (slot.idleTimer) clearTimeout(slot.idleTimer);
        slot.idleTimer = null;
        slot.worker = null;
        slot.task?.reject(new Error('speech pool closed'));
        slot.task = null;
      }
      await Promise.all(workers.map((worker) => worker?.terminate()));
    },
  };
}
