import { createOfflineSpeech, type OfflineSpeech } from '../../../speech/offline-speech.ts';

// The engine holds no per-user state, so one pool serves the whole process (each app instance,
// the CLI, a test file). Created on first call, started on first use; idle threads never keep
// the process alive.
let shared: OfflineSpeech | null = null;

export function sharedOfflineSpeech(): OfflineSpeech {
  shared ??= createOfflineSpeech();
  return shared;
}
