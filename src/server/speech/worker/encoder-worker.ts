import { parentPort } from 'node:worker_threads';
import { createMp3EncoderForSpeech, type Mp3Encoder, type Mp3Stream } from '../mp3/mp3-encoder.ts';
import type { EncoderReply, EncoderRequest } from './encoder-worker-protocol.ts';

// Owns LAME, so encoding never runs on the server's loop. Several notes can be open at once (one
// per listener); each has its own LAME instance, and finished instances are reused.
const port = parentPort;
if (!port) throw new Error('encoder-worker.ts must run in a worker thread');

const idle: Mp3Encoder[] = [];
const notes = new Map<number, { encoder: Mp3Encoder; stream: Mp3Stream; failure: string | null }>();

async function handle(request: EncoderRequest): Promise<Uint8Array | null> {
  if (request.kind === 'begin') {
    const encoder = idle.pop() ?? (await createMp3EncoderForSpeech());
    notes.set(request.noteId, { encoder, stream: encoder.start(request.sampleRate), failure: null });
    return null;
  }
  const note = notes.get(request.noteId);
  if (!note) throw new Error('unknown note');
  if (request.kind === 'chunk') return note.stream.write(request.samples);
  notes.delete(request.noteId);
  idle.push(note.encoder);
  return request.kind === 'end' ? note.stream.finish() : null;
}

function reply(noteId: number, result: Uint8Array | Error) {
  const message: EncoderReply =
    result instanceof Error
      ? { noteId, ok: false, error: result.message }
      : { noteId, ok: true, mp3: result };
  port?.postMessage(message, message.ok ? [message.mp3.buffer as ArrayBuffer] : []);
}

// Requests are handled strictly in arrival order (begin may wait for a new LAME instance), so a
// note's chunks always follow its begin and the replies come back in the order they were asked.
let chain = Promise.resolve();
port.on('message', (request: EncoderRequest) => {
  chain = chain.then(async () => {
    let result: Uint8Array | Error | null;
    try {
      result = await handle(request);
    } catch (error) {
      result = error instanceof Error ? error : new Error(String(error));
    }
    if (request.kind === 'chunk' || request.kind === 'end')
      reply(request.noteId, result ?? new Uint8Array(0));
  });
});
