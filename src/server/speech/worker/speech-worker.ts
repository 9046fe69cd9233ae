import { parentPort } from 'node:worker_threads';
import { measureVoice } from '../analysis/measure-voice.ts';
import { createEspeakEngine } from '../engines/espeak-engine.ts';
import { DEFAULT_TUNING } from '../engines/speech-engine.ts';
import { renderSpeechMp3Streamed } from '../render-speech.ts';
import { createEncoderThread } from './encoder-thread.ts';
import type { SpeechJob, WorkerReply, WorkerRequest } from './speech-worker-protocol.ts';

// Runs off the server's event loop: synthesis, mp3 encoding and voice analysis are synchronous
// WebAssembly work of a few hundred milliseconds. Encoding runs on a thread of its own, started
// from here (so it stops with this worker), to use the machine's second core.
const port = parentPort;
if (!port) throw new Error('speech-worker.ts must run in a worker thread');

const ready = createEspeakEngine();
const encoder = createEncoderThread();

async function run(job: SpeechJob) {
  const engine = await ready;
  switch (job.kind) {
    case 'warm':
      // Speaking a word loads the voice data, starts the encoder thread and compiles the hot paths
      // of both before a user waits.
      await renderSpeechMp3Streamed([{ kind: 'text', text: 'Hello.' }], engine, encoder, DEFAULT_TUNING);
      return { engine: engine.name, sampleRate: engine.sampleRate };
    case 'speak':
      return renderSpeechMp3Streamed(job.parts, engine, encoder, job.tuning);
    case 'measure':
      return measureVoice(job.recordings);
    default:
      throw new Error(`unknown speech job: ${(job as { kind?: unknown }).kind}`);
  }
}

port.on('message', async ({ id, job }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id, ok: true, result: await run(job) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const transfer = reply.ok && reply.result instanceof Uint8Array ? [reply.result.buffer as ArrayBuffer] : [];
  port.postMessage(reply, transfer);
});
