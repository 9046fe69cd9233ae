// The engine's chunk (src/core/engine), fetched once on first use and kept: the rewrite when our
// server is out of reach (the tone reading loads only its own part, use-message-analysis.ts), and the
// service worker caches it for offline.
type Engine = typeof import('../../core/engine/on-device-engine.ts');

let engine: Promise<Engine> | undefined;

export function loadOnDeviceEngine(): Promise<Engine> {
  engine ??= import('../../core/engine/on-device-engine.ts').catch((error: unknown) => {
    engine = undefined; // a failed download may succeed next time
    throw error;
  });
  return engine;
}
