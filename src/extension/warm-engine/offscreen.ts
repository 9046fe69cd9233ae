import { ext } from '../browser-api.ts';
import { type EngineReply, isEngineMessage } from './protocol.ts';

// The offscreen document that keeps the engine warm (ADR 017): a hidden page of the extension that
// the browser keeps open, so the engine's start-up (its parser's lexicon, compiling its code) is
// paid once per browser session, not on every page where Calmly is called. The engine runs in a
// worker, so one long job never holds up the answer to the next message.
// The worker is an entry of the extension's build (engine-worker.js), sharing the engine's chunks.
const waiting = new Map<number, (reply: EngineReply) => void>();
let nextId = 0;
// A worker that cannot even load would fail again at once: after a few, jobs are refused at once.
let restartsLeft = 3;

function startWorker() {
  const started = new Worker(ext.runtime.getURL('engine-worker.js'), { type: 'module' });
  started.addEventListener('message', (event: MessageEvent<{ id: number; reply: EngineReply }>) => {
    waiting.get(event.data.id)?.(event.data.reply);
    waiting.delete(event.data.id);
  });
  // A worker that failed to load or crashed answers no one: each panel waiting hears at once that
  // the warm engine failed (and uses the engine in its page), and a new worker takes the next job.
  started.addEventListener('error', () => {
    for (const respond of waiting.values()) respond({ ok: false });
    waiting.clear();
    started.terminate();
    worker = restartsLeft-- > 0 ? startWorker() : null;
  });
  return started;
}
let worker: Worker | null = startWorker();

ext.runtime.onMessage.addListener((message, _sender, respond) => {
  if (!isEngineMessage(message)) return;
  if (!worker) {
    respond({ ok: false });
    return;
  }
  const id = nextId++;
  waiting.set(id, respond);
  worker.postMessage({ id, job: message.job });
  return true;
});
