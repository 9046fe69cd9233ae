// The service worker (sw.js, built from ./service-worker.ts) caches the app and the engine for
// offline use. It registers after the page has loaded, so it never competes with the first paint.
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No offline copy this time (private mode, a blocked worker): the app works online as before.
    });
  });
}
