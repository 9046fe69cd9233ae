import type { EngineJob } from '../../core/engine/on-device-engine.ts';
import type { EngineReply } from './protocol.ts';

// The engine's worker in the offscreen document: it loads the engine as it starts, so the engine
// is warm before the first message needs it, and runs one job per message, off every page's thread.
const engine = import('../../core/engine/on-device-engine.ts');

self.addEventListener('message', (event: MessageEvent<{ id: number; job: EngineJob }>) => {
  const { id, job } = event.data;
  void engine
    .then((loaded): EngineReply => ({ ok: true, value: loaded.runEngineJob(job) }))
    .catch((): EngineReply => ({ ok: false }))
    .then((reply) => self.postMessage({ id, reply }));
});
