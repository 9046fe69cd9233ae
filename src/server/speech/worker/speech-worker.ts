import { parentPort } from 'node:worker_threads';
import { measureVoice } from '../analysis/measure-voice.ts';
import { createEspeakEngine } from '../engines/espeak-engine.ts';
import { DEFAULT_TUNING } from '../engines/speech-engine.ts';
import { createMp3EncoderForSpeech } from '../mp3/mp3-encoder.ts';
import { renderSpeechMp3 } from '../render-speech.ts';
import type { SpeechJob, WorkerReply, WorkerRequest } from './speech-worker-protocol.ts';

// Runs off the server's event loop: synthesis, mp3 encoding and voice analysis are synchronous
// WebAssembly work of a few hundred milliseconds.
const port = parentPort;
if (!port) throw new Error('speech-worker.ts must run in a worker thread');

const ready = Promise.all([createEspeakEngine(), createMp3EncoderForSpeech()]);

async function run(job: SpeechJob) {
  const [engine, encoder] = await ready;
  switch (job.kind) {
    case 'warm':
      // Synthesising a word loads the voice data and compiles the hot paths before a user waits.
      renderSpeechMp3([{ kind: 'text', text: 'Hello.' }], engine, encoder, DEFAULT_TUNING);
      return { engine: engine.name, sampleRate: engine.sampleRate };
    case 'speak':
      return renderSpeechMp3(job.parts, engine, encoder, job.tuning);
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
