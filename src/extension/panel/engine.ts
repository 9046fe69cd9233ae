import type { EngineJob, EngineJobValue } from '../../core/engine/on-device-engine.ts';
import type { Analysis, TransformRequest, TransformResult } from '../../core/schemas.ts';
import { ext } from '../browser-api.ts';
import type { EngineMessage, EngineReply } from '../warm-engine/protocol.ts';

type Engine = typeof import('../../core/engine/on-device-engine.ts');

// Every file of the engine, relative to panel.js, comma-separated: written here by the build
// (scripts/build-extension.ts), which knows the chunks' hashed names. Importing the engine alone,
// the browser would learn of the parser's chunk only once the engine's chunk had arrived and been
// compiled, and fetch the two one after the other. Asked for together, they are fetched and
// compiled at once, and the parser's start-up (building its lexicon, the longest part of the wait)
// runs while the engine's chunk is still being compiled.
const ENGINE_FILES = '__CALMLY_ENGINE_FILES__';

let engine: Promise<Engine> | undefined;
const fileUrl = (file: string) => new URL(file, import.meta.url).href;
// The engine's own chunk is the list's last (its dependencies come first). It is imported by its
// name, as the others are, so the panel carries no module-preload helper for it (~1 KB gzip).
const loadEngineInPage = (): Promise<Engine> => {
  if (!engine) {
    const files = ENGINE_FILES.split(',').filter((name) => name.endsWith('.js'));
    const own = files.pop();
    if (!own) return Promise.reject(new Error('The panel was not built with its engine files.'));
    for (const file of files) {
      // Only a head start: a failure here shows, if it is real, in the engine's own import.
      void import(/* @vite-ignore */ fileUrl(file)).catch(() => undefined);
    }
    engine = import(/* @vite-ignore */ fileUrl(own)) as Promise<Engine>;
  }
  return engine;
};

// A warm engine that does not answer in this time is taken to be stuck: the page's own engine
// answers instead. Generous, as a warm engine still starting (the browser just opened) is slow.
const WARM_ENGINE_TIMEOUT_MS = 5_000;

function askWarmEngine(job: EngineJob): Promise<EngineJobValue[EngineJob['kind']]> {
  const message: EngineMessage = { type: 'calmly-engine', job };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the warm engine did not answer')), WARM_ENGINE_TIMEOUT_MS);
  });
  return Promise.race([ext.runtime.sendMessage<EngineReply>(message), timeout])
    .then((reply) => {
      if (!reply?.ok) throw new Error('the warm engine failed');
      return reply.value;
    })
    .finally(() => clearTimeout(timer));
}

// Where the panel's jobs run: the engine kept warm in the extension's offscreen document (ADR 017),
// which has paid its start-up already; else, where there is none (Firefox, or the browser closed
// it) or it fails, the same engine loaded into this page. Either way on this device.
export type EngineSource = 'warm' | 'page';
let source: EngineSource | 'unknown' = 'unknown';
export const engineSource = () => source;

async function runOnDevice(job: EngineJob): Promise<EngineJobValue[EngineJob['kind']]> {
  if (source !== 'page') {
    try {
      const value = await askWarmEngine(job);
      source = 'warm';
      return value;
    } catch {
      source = 'page';
    }
  }
  return (await loadEngineInPage()).runEngineJob(job);
}

// The job's kind decides its answer's shape (protocol.ts); the casts only restate it.
export const analyzeAndRewrite = (request: TransformRequest) =>
  runOnDevice({ kind: 'analyze-and-rewrite', request }) as Promise<EngineJobValue['analyze-and-rewrite']>;
export const rewriteOnDevice = (request: TransformRequest) =>
  runOnDevice({ kind: 'rewrite', request }) as Promise<TransformResult>;
export const analyzeOnDevice = (text: string, lists: TransformRequest['lists']) =>
  runOnDevice({ kind: 'analyze', text, lists }) as Promise<Analysis>;
