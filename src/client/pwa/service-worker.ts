// The web app's service worker (issue 23): the app shell and every built file, the engine's chunks
// included, are cached at install, so a reload with the network off still shows the playground,
// which analyses and rewrites in the browser. The build (scripts/service-worker-plugin.ts) writes
// the list of files and a version into CALMLY_PRECACHE above this code.
type PrecacheManifest = { version: string; urls: string[] };
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type WorkerScope = {
  CALMLY_PRECACHE: PrecacheManifest;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
};

const scope = self as unknown as WorkerScope;
const { version, urls } = scope.CALMLY_PRECACHE;
const CACHE = `calmly-${version}`;
const SHELL = '/';

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(urls))
      .then(() => scope.skipWaiting()),
  );
});

// A new build's cache replaces the old ones, so hashed files of past builds don't pile up.
scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => scope.clients.claim()),
  );
});

// Pages: the network first, so a deploy shows at once; the cached shell when the server is out of
// reach (the client then decides the view, as it does online). Built files: the cache first, as
// their names change with their content. The API is never cached: the client falls back to the
// engine in the browser for rewrites and says plainly when voice, accounts or the AI need the server.
scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== scope.location.origin) return;
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => cachedOr(SHELL)));
    return;
  }
  event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
});

async function cachedOr(path: string): Promise<Response> {
  return (await caches.match(path)) ?? Response.error();
}
