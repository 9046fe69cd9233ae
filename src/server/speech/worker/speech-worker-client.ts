import { Worker } from 'node:worker_threads';
import type { SpeechJob, SpeechJobResult, WorkerReply } from './speech-worker-protocol.ts';

const BOOTSTRAP_URL = new URL('./speech-worker-bootstrap.mjs', import.meta.url);

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export type SpeechWorker = {
  run<K extends SpeechJob['kind']>(job: Extract<SpeechJob, { kind: K }>): Promise<SpeechJobResult[K]>;
  close(): Promise<void>;
};

// One worker thread does the speech work; it is started on first use and restarted if it dies.
export function createSpeechWorker(): SpeechWorker {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };

  const start = () => {
    const started = new Worker(BOOTSTRAP_URL, { execArgv: [] });
    started.on('message', (reply: WorkerReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new Error(reply.error));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`speech worker stopped (exit code ${code})`));
    });
    return started;
  };

  return {
    run(job) {
      worker ??= start();
      const id = nextId++;
      const running = worker;
      // Held only while a job is waiting, so an idle worker never keeps a CLI or a test run alive.
      running.ref();
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        running.postMessage({ id, job });
      });
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
