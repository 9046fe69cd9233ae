import { Worker } from 'node:worker_threads';
import type { EncoderReply, EncoderRequest } from './encoder-worker-protocol.ts';

const BOOTSTRAP_URL = new URL('./encoder-worker-bootstrap.mjs', import.meta.url);

// A note on the encoder thread: each write answers with the mp3 bytes ready so far.
export type StreamedNote = {
  write(samples: Float32Array): Promise<Uint8Array>;
  finish(): Promise<Uint8Array>;
  abort(): void;
};
export type EncoderThread = { begin(sampleRate: number): StreamedNote; close(): Promise<void> };

type Pending = { resolve: (mp3: Uint8Array) => void; reject: (error: Error) => void };

// The mp3 encoder thread, shared by every note; started on first use and restarted on the next
// note if it dies. Idle, it is unref'd and never keeps the process alive.
export function createEncoderThread(): EncoderThread {
  let worker: Worker | null = null;
  let nextNoteId = 1;
  // Per note, the answers still owed, oldest first: the thread answers each note in order.
  const pending = new Map<number, Pending[]>();
  const waiting = () => [...pending.values()].reduce((sum, list) => sum + list.length, 0);

  const failAll = (error: Error) => {
    for (const list of pending.values()) for (const answer of list) answer.reject(error);
    pending.clear();
  };

  const start = () => {
    const started = new Worker(BOOTSTRAP_URL, { execArgv: [] });
    started.on('message', (reply: EncoderReply) => {
      const answer = pending.get(reply.noteId)?.shift();
      if (waiting() === 0) started.unref();
      if (reply.ok) answer?.resolve(reply.mp3);
      else answer?.reject(new Error(reply.error));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`mp3 encoder thread stopped (exit code ${code})`));
    });
    return started;
  };

  return {
    begin(sampleRate) {
      worker ??= start();
      const running = worker;
      const noteId = nextNoteId++;
      pending.set(noteId, []);
      const send = (request: EncoderRequest, transfer: ArrayBuffer[] = []) =>
        running.postMessage(request, transfer);
      const ask = (request: EncoderRequest, transfer: ArrayBuffer[] = []) =>
        new Promise<Uint8Array>((resolve, reject) => {
          // A thread that died mid-note has already failed this note's answers; so is this one.
          const list = pending.get(noteId);
          if (worker !== running || !list) return reject(new Error('mp3 encoder thread stopped'));
          list.push({ resolve, reject });
          running.ref();
          send(request, transfer);
        });
      send({ noteId, kind: 'begin', sampleRate });
      return {
        // The chunk's buffer moves to the encoder thread without a copy; the caller must not reuse it.
        write: (samples) => ask({ noteId, kind: 'chunk', samples }, [samples.buffer as ArrayBuffer]),
        finish: () => ask({ noteId, kind: 'end' }).finally(() => pending.delete(noteId)),
        abort() {
          pending.delete(noteId);
          if (worker === running) send({ noteId, kind: 'abort' });
        },
      };
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
