import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

// Builds the web app's service worker (src/client/pwa/service-worker.ts) as /sw.js, with the list of
// every file of this build to cache at install (the app shell, the landing's chunks, the engine's
// chunks, the manifest and its icons), and a version taken from those names, so a new build installs
// a fresh cache and drops the old one.
const SERVICE_WORKER_SOURCE = resolve(import.meta.dirname, '../src/client/pwa/service-worker.ts');
const SERVICE_WORKER_FILE = 'sw.js';
const PUBLIC_FILES = ['/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];
const CACHED = /\.(js|css|svg|png|woff2?|wasm)$/;

type OutputFile = { fileName: string; type: 'chunk' | 'asset'; code?: string };
type PluginContext = { emitFile(file: { type: 'chunk'; id: string; fileName: string }): string };

export function serviceWorker() {
  return {
    name: 'calmly-service-worker',
    apply: 'build' as const,
    buildStart(this: PluginContext) {
      this.emitFile({ type: 'chunk', id: SERVICE_WORKER_SOURCE, fileName: SERVICE_WORKER_FILE });
    },
    generateBundle(_options: unknown, bundle: Record<string, OutputFile>) {
      const worker = bundle[SERVICE_WORKER_FILE];
      if (worker?.type !== 'chunk') return;
      const built = Object.keys(bundle)
        .filter((name) => name !== SERVICE_WORKER_FILE && CACHED.test(name))
        .map((name) => `/${name}`);
      const urls = ['/', ...PUBLIC_FILES, ...built.sort()];
      const version = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 12);
      worker.code = `self.CALMLY_PRECACHE=${JSON.stringify({ version, urls })};\n${worker.code}`;
    },
  };
}
