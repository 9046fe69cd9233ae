import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { WEB_APP_TEXT } from '../src/core/catalog/surfaces.ts';

// Builds the web app's service worker (src/client/pwa/service-worker.ts) as /sw.js, with the list of
// every file of this build to cache at install (the app shell, the landing's chunks, the engine's
// chunks, the manifest and its icons), and a version taken from those names, so a new build installs
// a fresh cache and drops the old one.
const SERVICE_WORKER_SOURCE = resolve(import.meta.dirname, '../src/client/pwa/service-worker.ts');
const SERVICE_WORKER_FILE = 'sw.js';
const PUBLIC_FILES = ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png'];
const CACHED = /\.(js|css|svg|png|woff2?|wasm|webmanifest)$/;

type OutputFile = { fileName: string; type: 'chunk' | 'asset'; code?: string };
type PluginContext = {
  emitFile(
    file:
      | { type: 'chunk'; id: string; fileName: string }
      | { type: 'asset'; fileName: string; source: string },
  ): string;
};

// The web app manifest: installable, with the share target that opens shared text in the playground
// (src/client/pwa/shared-text.ts reads it from the address).
const WEB_APP_MANIFEST = {
  name: WEB_APP_TEXT.name,
  short_name: WEB_APP_TEXT.shortName,
  description: WEB_APP_TEXT.description,
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#faf8f5',
  theme_color: '#1f7f71',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  share_target: { action: '/', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
};

export function serviceWorker() {
  return {
    name: 'calmly-service-worker',
    apply: 'build' as const,
    buildStart(this: PluginContext) {
      this.emitFile({ type: 'chunk', id: SERVICE_WORKER_SOURCE, fileName: SERVICE_WORKER_FILE });
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(WEB_APP_MANIFEST, null, 2)}\n`,
      });
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
