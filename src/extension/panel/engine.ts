// The engine's chunks (src/core/engine), loaded from the extension's own files on first use.
type Engine = typeof import('../../core/engine/on-device-engine.ts');

// Every file of the engine, relative to panel.js, comma-separated: written here by the build
// (scripts/build-extension.ts), which knows the chunks' hashed names. Importing the engine alone,
// the browser would learn of the parser's chunk only once the engine's chunk had arrived and been
// compiled, and fetch the two one after the other. Asked for together, they are fetched and
// compiled at once, and the parser's start-up (building its lexicon, the longest part of the wait)
// runs while the engine's chunk is still being compiled.
const ENGINE_FILES = '__CALMLY_ENGINE_FILES__';

let engine: Promise<Engine> | undefined;
export const loadEngine = (): Promise<Engine> => {
  if (!engine) {
    for (const file of ENGINE_FILES.split(',').filter((name) => name.endsWith('.js'))) {
      // Only a head start: a failure here shows, if it is real, in the engine's own import.
      void import(/* @vite-ignore */ new URL(file, import.meta.url).href).catch(() => undefined);
    }
    engine = import('../../core/engine/on-device-engine.ts');
  }
  return engine;
};
