import { parentPort } from 'node:worker_threads';
import { createMp3EncoderForSpeech, type Mp3Stream } from '../mp3/mp3-encoder.ts';
import type { EncoderReply, EncoderRequest } from './encoder-worker-protocol.ts';

// Owns LAME on the second core, so a note is encoded while its next segments are still being
// synthesised (bench/speech.ts: encoding takes longer than synthesis).
const port = parentPort;
if (!port) throw new Error('encoder-worker.ts must run in a worker thread');

const encoder = await createMp3EncoderForSpeech();
// The note being encoded. A failure is kept until the note's end: that is the message answered.
let note: { id: number; stream: Mp3Stream | null; failure: string | null } = {
  id: 0,
  stream: null,
  failure: null,
};

function step(request: EncoderRequest): Uint8Array | null {
  if (request.kind === 'begin') {
    note = { id: request.noteId, stream: null, failure: null };
    note.stream = encoder.start(request.sampleRate);
    return null;
  }
  if (request.noteId !== note.id || note.failure !== null || !note.stream) return null;
  if (request.kind === 'chunk') {
    note.stream.write(request.samples);
    return null;
  }
  return note.stream.finish();
}

function replyToEnd(noteId: number, mp3: Uint8Array | null) {
  const reply: EncoderReply = mp3
    ? { noteId, ok: true, mp3 }
    : {
        noteId,
        ok: false,
        error: note.id === noteId ? (note.failure ?? 'mp3 encoding failed') : 'unknown note',
      };
  port?.postMessage(reply, reply.ok ? [reply.mp3.buffer as ArrayBuffer] : []);
}

// Messages are handled one at a time and in order, so a note's chunks always follow its begin.
port.on('message', (request: EncoderRequest) => {
  let mp3: Uint8Array | null = null;
  try {
    mp3 = step(request);
  } catch (error) {
    note.failure = error instanceof Error ? error.message : String(error);
  }
  if (request.kind === 'end') replyToEnd(request.noteId, mp3);
});
