import { Worker } from 'node:worker_threads';
import type { EncoderReply, EncoderRequest } from './encoder-worker-protocol.ts';

const BOOTSTRAP_URL = new URL('./encoder-worker-bootstrap.mjs', import.meta.url);

export type StreamedNote = { write(samples: Float32Array): void; finish(): Promise<Uint8Array> };
export type EncoderThread = { begin(sampleRate: number): StreamedNote; close(): Promise<void> };

type Pending = { resolve: (mp3: Uint8Array) => void; reject: (error: Error) => void };

// The speech worker's second thread: it receives each note's pcm as it is synthesised and returns
// the mp3. Restarted on the next note if it dies, like the speech worker itself.
export function createEncoderThread(): EncoderThread {
  let worker: Worker | null = null;
  let nextNoteId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const note of pending.values()) note.reject(error);
    pending.clear();
  };

  const start = () => {
    const started = new Worker(BOOTSTRAP_URL, { execArgv: [] });
    started.on('message', (reply: EncoderReply) => {
      const note = pending.get(reply.noteId);
      pending.delete(reply.noteId);
      if (reply.ok) note?.resolve(reply.mp3);
      else note?.reject(new Error(reply.error));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`mp3 encoder thread stopped (exit code ${code})`));
    });
    return started;
  };

  // Started at once, so LAME loads while eSpeak NG does.
  worker = start();

  return {
    begin(sampleRate) {
      worker ??= start();
      const running = worker;
      const noteId = nextNoteId++;
      const send = (request: EncoderRequest, transfer: ArrayBuffer[] = []) =>
        running.postMessage(request, transfer);
      send({ noteId, kind: 'begin', sampleRate });
      return {
        // The chunk's buffer moves to the encoder thread without a copy; the caller must not reuse it.
        write: (samples) => send({ noteId, kind: 'chunk', samples }, [samples.buffer as ArrayBuffer]),
        finish: () =>
          new Promise<Uint8Array>((resolve, reject) => {
            // A thread that died mid-note has already failed its pending notes; this one too.
            if (worker !== running) return reject(new Error('mp3 encoder thread stopped'));
            pending.set(noteId, { resolve, reject });
            send({ noteId, kind: 'end' });
          }),
      };
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
