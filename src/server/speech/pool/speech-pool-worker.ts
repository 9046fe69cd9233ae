import { parentPort } from 'node:worker_threads';
import { measureVoice } from '../analysis/measure-voice.ts';
import { createFliteEngine } from '../engines/flite/flite-engine.ts';
import { trimSilence } from '../pcm/trim-silence.ts';
import type { PoolJob, PoolReply } from './speech-pool-protocol.ts';

// Synthesis and voice analysis are synchronous WebAssembly work, so they run here, off the
// server's event loop. Several of these workers run side by side (speech-pool.ts).
const port = parentPort;
if (!port) throw new Error('speech-pool-worker.ts must run in a worker thread');

const ready = createFliteEngine();

async function run(job: PoolJob) {
  const engine = await ready;
  switch (job.kind) {
    case 'warm':
      // Speaking a word compiles the hot paths before a user waits.
      engine.synthesize('Hello.', { voice: 'rms', pitchHz: null, durationStretch: 1 });
      return { engine: engine.name, sampleRate: engine.sampleRate };
    case 'synthesize':
      // A copy, so the transferred buffer holds only the trimmed samples.
      return trimSilence(engine.synthesize(job.text, job.tuning)).slice();
    case 'measure':
      return measureVoice(job.recordings);
    default:
      throw new Error(`unknown speech job: ${(job as { kind?: unknown }).kind}`);
  }
}

port.on('message', async (job: PoolJob) => {
  let reply: PoolReply;
  try {
    reply = { ok: true, result: await run(job) };
  } catch (error) {
    reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const transfer =
    reply.ok && reply.result instanceof Float32Array ? [reply.result.buffer as ArrayBuffer] : [];
  port.postMessage(reply, transfer);
});
