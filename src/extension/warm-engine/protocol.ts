import type { EngineJob, EngineJobValue } from '../../core/engine/on-device-engine.ts';

// What the panel sends the warm engine (ADR 017: the engine kept warm in the extension's offscreen
// document), and what it answers: one of the on-device engine's jobs (runEngineJob).
export type EngineMessage = { type: 'calmly-engine'; job: EngineJob };
export type EngineReply = { ok: true; value: EngineJobValue[EngineJob['kind']] } | { ok: false };

export const isEngineMessage = (message: unknown): message is EngineMessage =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'calmly-engine';
