// The engine's chunks (src/core/engine), loaded from the extension's own files on first use.
type Engine = typeof import('../../core/engine/on-device-engine.ts');

let engine: Promise<Engine> | undefined;
export const loadEngine = (): Promise<Engine> => {
  engine ??= import('../../core/engine/on-device-engine.ts');
  return engine;
};
